import type { Bilingual, Receipt } from '@portal/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptActions, ReceiptDetails, ResultBanner, SecondaryButton, useReceiptInAddress } from '@/payments';

interface GiftReceiptProps {
  receipt: Receipt;
  at: Date;
  message?: Bilingual | undefined;
  onAnother: () => void;
  onDone: () => void;
}

/** The receipt with the voucher code(s) first, then the reference and the card or wallet that paid; Print and the PDF (spec 02 §4). */
export function GiftReceipt({ receipt, at, message, onAnother, onDone }: GiftReceiptProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  const leave = useReceiptInAddress(receipt.paymentSessionId);
  return (
    <>
      <ResultBanner message={message} status={receipt.status} />
      <ReceiptDetails receipt={receipt} transactionDate={at} showTitle={false} ref={content} />
      <ReceiptActions receipt={receipt} content={content}>
        <SecondaryButton onClick={() => (leave(), onAnother())}>{t('payment.gift.receipt.another')}</SecondaryButton>
        <SecondaryButton onClick={() => (leave(), onDone())}>{t('payment.gift.receipt.done')}</SecondaryButton>
      </ReceiptActions>
    </>
  );
}
