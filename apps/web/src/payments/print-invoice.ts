import { ErrorCode } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { ApiError, callApi, toApiError } from '@/shared/api/client';
import { i18n } from '@/shared/i18n';
import { showError, showWarning } from '@/shared/ui/dialogs';
import { openPdf } from './open-pdf';

/**
 * PaymentSDK/PrintInvoice for a paid line: the server's PDF of the receipt, opened in a new tab.
 * Without a systemTrxID there is nothing to print ('Can not print invoice'). A visitor's payment has
 * no owner, so the payment's session id goes along to show it is theirs.
 */
export async function printInvoice(systemTrxId: string | null | undefined, paymentSessionId: string): Promise<void> {
  if (!systemTrxId || systemTrxId === '0') {
    await showWarning(i18n.t('payment.receipt.cannotPrint'));
    return;
  }
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  try {
    const envelope = await callApi(calls.printInvoice, {
      systemTrxId,
      billerId: 0,
      serviceId: 0,
      addWaterMark: false,
      channel: 'I',
      lang,
      paymentSessionId,
    });
    if (envelope.result.errorCode !== ErrorCode.Success || !envelope.details) {
      await showError(toApiError(envelope).text);
      return;
    }
    openPdf(envelope.details.content, `invoice-${systemTrxId}.pdf`);
  } catch (err) {
    // A session timeout has already sent the customer away; anything else is a failed download.
    if (!(err instanceof ApiError)) await showError(i18n.t('payment.receipt.downloadFailed'));
  }
}
