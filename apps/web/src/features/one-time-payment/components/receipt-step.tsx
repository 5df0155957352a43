import type { Bilingual, Receipt } from '@portal/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptActions, ReceiptDetails, ResultBanner, SecondaryButton, useReceiptInAddress } from '@/payments';

interface ReceiptStepProps {
  receipt: Receipt;
  at: Date;
  message?: Bilingual | undefined;
  onDone: () => void;
  onPayAnother: () => void;
}

/** Step 8 (spec 02 §2): the receipt, Print (this receipt), the PDF invoice, and the ways on. */
export function ReceiptStep({ receipt, at, message, onDone, onPayAnother }: ReceiptStepProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  const leave = useReceiptInAddress(receipt.paymentSessionId);
  return (
    <>
      <ResultBanner message={message} status={receipt.status} />
      <ReceiptDetails receipt={receipt} transactionDate={at} showTitle={false} ref={content} />
      <ReceiptActions receipt={receipt} content={content}>
        <SecondaryButton onClick={() => (leave(), onPayAnother())}>{t('payment.oneTime.receipt.another')}</SecondaryButton>
        <SecondaryButton onClick={() => (leave(), onDone())}>{t('payment.oneTime.receipt.done')}</SecondaryButton>
      </ReceiptActions>
    </>
  );
}
