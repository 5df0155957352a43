export { walletPay } from '@/shared/payments/calls/wallet-pay';
