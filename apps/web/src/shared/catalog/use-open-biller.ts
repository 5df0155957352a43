import type { Biller } from '@portal/contract';
import { getHref, paths } from '@/config/paths';
import { flowStorage, useAuth } from '@/shared/api/session-store';
import { giftEntryStorage, ONE_TIME_REDIRECT_KEY, type OneTimeEntry } from './payment-entries';

/**
 * Where a biller tile leads: /OneTimePayment for a visitor, /OneTimePayments when signed in
 * (spec 02 §2); a gift-card biller (isUSDBiller) to its gift-card page (decision 009). Inside a frame
 * the state goes to session storage and the top window navigates.
 */
export function useOpenBiller() {
  const auth = useAuth();
  const signedIn = Boolean(auth && auth.custInfo.customerID > 0);
  const oneTime = signedIn ? paths.oneTimePayments : paths.oneTimePayment;
  const gift = signedIn ? paths.giftCardPayment : paths.giftCardPaymentPublic;
  const targetFor = (biller: Biller) => (biller.isUSDBiller ? gift : oneTime);
  const open = (biller: Biller, entry: OneTimeEntry, event: React.MouseEvent) => {
    if (biller.isUSDBiller) giftEntryStorage.save(entry);
    if (window.top === window.self || !window.top) return;
    event.preventDefault();
    if (!biller.isUSDBiller) flowStorage.set(ONE_TIME_REDIRECT_KEY, entry);
    window.top.location.href = getHref(targetFor(biller));
  };
  return { targetFor, open };
}
