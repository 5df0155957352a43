// Queued inside the payment's own transaction: the message exists exactly when the event does (decision 020).
export { queuePaymentOutcome, queueVoucher } from './payment-events.ts';
