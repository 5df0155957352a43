import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BASE_PATH, paths } from '@/config/paths';

const PARAM = 'receipt';

/** Where a payment's receipt lives for good: the result page, which asks the server (owner's session, or the visitor's own payment id). */
export const receiptPagePath = (paymentSessionId: string) =>
  `${paths.confirmPayment}?payment-session-id=${encodeURIComponent(paymentSessionId)}&channel=I`;

/**
 * A receipt shown inside a payment's steps names its payment in the address (`?receipt=…`), so a
 * reload or a bookmark finds it again instead of the first step (issue 11). Answers `leave`, which
 * takes the name away when the customer moves on from the receipt.
 */
export function useReceiptInAddress(paymentSessionId: string): () => void {
  const [, setParams] = useSearchParams();
  useEffect(() => {
    setParams(
      (p) => {
        p.set(PARAM, paymentSessionId);
        return p;
      },
      { replace: true },
    );
  }, [paymentSessionId, setParams]);
  return () =>
    setParams(
      (p) => {
        p.delete(PARAM);
        return p;
      },
      { replace: true },
    );
}

/**
 * Run once before the router starts: an address that names a receipt (a reload, a bookmark) opens that
 * receipt on the result page; the steps it came from keep no state across a reload.
 */
export function openNamedReceipt(location: Location = window.location): void {
  const id = new URLSearchParams(location.search).get(PARAM);
  if (!id || !location.pathname.startsWith(BASE_PATH)) return;
  window.history.replaceState(null, '', `${BASE_PATH}${receiptPagePath(id)}`);
}
