import { openNamedReceipt } from '@/shared/payments/receipt-url';

openNamedReceipt();
