export { generateToken } from '@/shared/payments/calls/generate-token';
