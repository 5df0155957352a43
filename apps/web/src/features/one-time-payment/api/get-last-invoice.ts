import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';

/** RegistredBills/GetLastInvoice: the bill's last invoice as a base64 PDF, or a short URL to it. */
export const getLastInvoice = (input: {
  billerID: number;
  serviceID: number;
  billingNo: string;
  mobileNumber: string | null;
  lang: 'en' | 'ar';
}) => callOk(calls.getLastInvoice, input);
