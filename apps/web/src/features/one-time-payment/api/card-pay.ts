export { cardPay } from '@/shared/payments/calls/card-pay';
