import { onDemand } from '@/shared/ui/on-demand';

/**
 * The receipt (its details, print and PDF actions) is the last step of a payment, never its first screen:
 * its code comes once the customer has started on the page (`usePreloadWhenIdle` in the flows' step
 * frame), not with the page (issue 29: the pages' budgets are set for React, won back from our own code).
 */
export const ReceiptStep = onDemand(() => import('./receipt-step').then((m) => m.ReceiptStep));
