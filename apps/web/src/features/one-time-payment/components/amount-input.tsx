// Moved to shared/payments: the registered-bills payment edits amounts with the same input.
export { AmountInput } from '@/shared/payments/amount-input';
