import { openNamedReceipt } from '@/payments';

openNamedReceipt();
