import { getHref, paths } from '@/config/paths';
import { flowStorage, useAuth } from '@/shared/api/session-store';
import { ONE_TIME_REDIRECT_KEY, type OneTimeEntry } from '@/shared/payments/payment-state';

/**
 * Where a biller tile leads: /OneTimePayment for a visitor, /OneTimePayments when signed in
 * (spec 02 §2). Inside a frame the state goes to session storage and the top window navigates.
 */
export function useOpenBiller() {
  const auth = useAuth();
  const signedIn = Boolean(auth && auth.custInfo.customerID > 0);
  const target = signedIn ? paths.oneTimePayments : paths.oneTimePayment;
  const open = (entry: OneTimeEntry, event: React.MouseEvent) => {
    if (window.top === window.self || !window.top) return;
    event.preventDefault();
    flowStorage.set(ONE_TIME_REDIRECT_KEY, entry);
    window.top.location.href = getHref(target);
  };
  return { target, open };
}
