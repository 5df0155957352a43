import type { Biller } from '@portal/contract';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { getHref, paths } from '@/config/paths';
import { flowStorage, useAuth } from '@/shared/api/session-store';
import { giftEntryStorage, ONE_TIME_REDIRECT_KEY, type OneTimeEntry } from './payment-entries';

/** A click the page itself follows, as react-router's <Link> decides: the main button, no modifier key. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && !event.defaultPrevented;

export interface BillerOpener {
  targetFor: (biller: Biller) => string;
  open: (biller: Biller, entry: OneTimeEntry, event: MouseEvent) => void;
}

/**
 * Where a biller tile leads: /OneTimePayment for a visitor, /OneTimePayments when signed in
 * (spec 02 §2); a gift-card biller (isUSDBiller) to its gift-card page (decision 009). Inside a frame
 * the state goes to session storage and the top window navigates. Called once per grid, not per tile:
 * the tiles are plain links, cheap to take over on a phone (issue 13).
 */
export function useOpenBiller(): BillerOpener {
  const auth = useAuth();
  const navigate = useNavigate();
  // The signed-in frame the server draws (decision 038) is signed in too: its tiles' links must be right
  // before the page is taken over, as a link opened in a new tab never is taken over.
  const signedIn = Boolean(auth);
  const oneTime = signedIn ? paths.oneTimePayments : paths.oneTimePayment;
  const gift = signedIn ? paths.giftCardPayment : paths.giftCardPaymentPublic;
  const targetFor = (biller: Biller) => (biller.isUSDBiller ? gift : oneTime);
  const open = (biller: Biller, entry: OneTimeEntry, event: MouseEvent) => {
    if (biller.isUSDBiller) giftEntryStorage.save(entry);
    if (window.top !== window.self && window.top) {
      event.preventDefault();
      if (!biller.isUSDBiller) flowStorage.set(ONE_TIME_REDIRECT_KEY, entry);
      window.top.location.href = getHref(targetFor(biller));
      return;
    }
    // A new tab or window (modifier keys, middle button) follows the link's href as any link does.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(targetFor(biller), { state: entry });
  };
  return { targetFor, open };
}
