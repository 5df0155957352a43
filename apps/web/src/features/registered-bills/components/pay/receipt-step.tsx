import type { Bilingual, Receipt } from '@portal/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptActions } from '@/shared/payments/receipt-actions';
import { ReceiptDetails } from '@/shared/payments/receipt-details';
import { useReceiptInAddress } from '@/shared/payments/receipt-url';
import { ResultBanner } from '@/shared/payments/result-banner';
import { SecondaryButton } from '@/shared/payments/steps/step-frame';

/** The receipt of the bills paid together (spec 02 §2): Print, the PDF, and Done back to the list. */
export function ReceiptStep({ receipt, message, onDone }: { receipt: Receipt; message?: Bilingual | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  const leave = useReceiptInAddress(receipt.paymentSessionId);
  return (
    <>
      <ResultBanner message={message} status={receipt.status} />
      <ReceiptDetails receipt={receipt} showTitle={false} ref={content} />
      <ReceiptActions receipt={receipt} content={content}>
        <SecondaryButton onClick={() => (leave(), onDone())}>{t('registeredBills.pay.done')}</SecondaryButton>
      </ReceiptActions>
    </>
  );
}
