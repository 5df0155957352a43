// The card and wallet flows, built with the PaymentsDeps that registerPayments answers (bulk-payments pays a basket with them).
export type { PaymentsDeps } from './payments-deps.ts';
export { cardPayments } from './card-payments.ts';
export { walletPayments } from './wallet-payments.ts';
// Prices a payment's lines from our stored inquiries (fees, VAT), never from the client's amounts.
export { priceLines, type PricedLines } from './line-pricing.ts';
export { paymentRepository } from './payment-repository.ts';
export type { LineRow, MoveFollowUp, PaymentRow } from './payment-rows.ts';
export { isFinal, moneyKey, OPEN_STATES, sqlList } from './payment-states.ts';
// What a receipt shows of what paid: a card's brand and last four, or the wallet number's last four.
export { paidWith } from './payment-instrument.ts';
// Saved cards are kept where they pay; card-management lists and removes them.
export { savedCardRepository, type SavedCardRow } from './saved-card-repository.ts';
// Money taken but neither passed to a biller nor given back (the dev routes, npm run reconcile:check).
export { checkLedger } from './ledger.ts';
// The back office's stuck-payments queue: how long before an open payment counts as stuck, and the gateway's own undo of a hold.
export { STALE_MS } from './reconciler.ts';
export { gatewaySteps } from './gateway-steps.ts';
export type { paymentReconciler } from './reconciler.ts';
// Staff refunds (modules/refunds) give a line's money back through the method's own refund.
export { methodMoney, type PaymentMethod } from './method-money.ts';
export { pointsRepository } from './points-repository.ts';
