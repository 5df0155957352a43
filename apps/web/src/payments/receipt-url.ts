import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BASE_PATH, paths } from '@/config/paths';

const PARAM = 'receipt';

/** Where a payment's receipt lives for good: the result page, which asks the server (owner's session, or the visitor's own payment id). */
export const receiptPagePath = (paymentSessionId: string) =>
  `${paths.confirmPayment}?payment-session-id=${encodeURIComponent(paymentSessionId)}&channel=I`;

/**
 * A receipt shown inside a payment's steps names its payment in the address, so a reload or a bookmark
 * finds it again instead of the first step (issue 11). The name goes in the fragment (`#receipt=…`),
 * which the browser never sends: for a visitor the payment id is the receipt's only key, and a query
 * (`?receipt=…`, as until issue 30) reached the server's request log. Answers `leave`, which takes the
 * name away when the customer moves on from the receipt.
 */
export function useReceiptInAddress(paymentSessionId: string): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    void navigate({ pathname, search, hash: receiptFragment(paymentSessionId) }, { replace: true });
  }, [paymentSessionId, pathname, search, navigate]);
  return () => void navigate({ pathname, search }, { replace: true });
}

export const receiptFragment = (paymentSessionId: string) => `#${PARAM}=${encodeURIComponent(paymentSessionId)}`;

/** The payment an address names: in its fragment, or in the query of a link from before issue 30. */
export function namedReceipt(location: Pick<Location, 'hash' | 'search'>): string | null {
  return new URLSearchParams(location.hash.replace(/^#/, '')).get(PARAM) ?? new URLSearchParams(location.search).get(PARAM);
}

/**
 * Run once before the router starts: an address that names a receipt (a reload, a bookmark) opens that
 * receipt on the result page; the steps it came from keep no state across a reload.
 */
export function openNamedReceipt(location: Location = window.location): void {
  const id = namedReceipt(location);
  if (!id || !location.pathname.startsWith(BASE_PATH)) return;
  window.history.replaceState(null, '', `${BASE_PATH}${receiptPagePath(id)}`);
}
