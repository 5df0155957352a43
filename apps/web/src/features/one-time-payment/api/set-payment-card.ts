export { setPaymentCard } from '@/shared/payments/calls/set-payment-card';
