import { ApiError } from '@/shared/api/client';
import { sessionStore } from '@/shared/api/session-store';
import { i18n } from '@/shared/i18n';
import { openPdf } from '@/payments';
import { showError, showWarning } from '@/shared/ui/dialogs';
import { getLastInvoice } from '../api/get-last-invoice';

/**
 * View Details (spec 02 §2, §7 GetLastInvoice): the last invoice as a PDF in a new tab, or its short
 * URL; neither means there is no invoice history. A reference number is needed first.
 */
export async function viewLastInvoice(input: { billerID: number; serviceID: number; billingNo: string }): Promise<void> {
  if (!input.billingNo) {
    await showWarning(i18n.t('payment.oneTime.bill.enterReference'));
    return;
  }
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  try {
    const invoice = await getLastInvoice({ ...input, mobileNumber: sessionStore.get()?.custInfo.mobileNo ?? null, lang });
    if (invoice.invoiceFile) openPdf(invoice.invoiceFile, `bill-${input.billingNo}.pdf`);
    else if (invoice.shortURL) window.open(invoice.shortURL, '_blank', 'noopener');
    else await showWarning(i18n.t('payment.oneTime.bill.noInvoice'));
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.code !== -77) await showError(err.text);
    } else {
      await showError(i18n.t('payment.receipt.downloadFailed'));
    }
  }
}
