import { onDemand, usePreloadWhenIdle } from '@/shared/ui/on-demand';

/**
 * The receipt (its details, print and PDF actions) is the last step of a payment, never its first screen:
 * its code comes once the customer has started on the page (each flow calls `usePreloadReceipt`), not
 * with the page (issue 29: the pages' budgets are set for React, won back from our own code).
 */
export const ReceiptStep = onDemand(() => import('./receipt-step').then((m) => m.ReceiptStep));

/** For a flow that ends on the receipt: its code is fetched once the customer has started on the page. */
export const usePreloadReceipt = (): void => usePreloadWhenIdle(ReceiptStep);
