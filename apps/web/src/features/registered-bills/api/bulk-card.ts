import { CURRENCY_CODE, type BulkPaymentLine } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';
import { cardCodeFields, type CardCodeInput } from '@/payments';

interface OrderInput {
  cardID: number;
  cvvNonce: string;
  bills: BulkPaymentLine[];
  usePoints: boolean;
  lang: 'en' | 'ar';
}

/**
 * RegistredBills/BulkSetPaymentCard: holds the saved-card order for the basket (and the points, when
 * asked) and texts a code; answers -2 with the challenge and postOrder.payObject.
 */
export const bulkSetPaymentCard = ({ cardID, cvvNonce, bills, usePoints, lang }: OrderInput) =>
  callApi(calls.bulkSetPaymentCard, {
    cardInfo: { cardID, cvvNonce },
    paymentInfo: { bills, currency: CURRENCY_CODE as 512 },
    CustomerInfo: { Lang: lang },
    usePoints,
  });

/** RegistredBills/BulkConfirmPaymentCard: the code confirms the held order; 0 receipt, 2 reason. */
export const bulkConfirmPaymentCard = (confirm: CardCodeInput) => callApi(calls.bulkConfirmPaymentCard, cardCodeFields(confirm));
