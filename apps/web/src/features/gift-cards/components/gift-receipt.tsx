import type { Bilingual, Receipt } from '@portal/contract';
import { ResultBanner } from '@/shared/payments/result-banner';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { printElement } from '@/shared/payments/print-element';
import { ReceiptDetails } from '@/shared/payments/receipt-details';
import { PrimaryButton, SecondaryButton, StepActions } from '@/shared/payments/steps/step-frame';

interface GiftReceiptProps {
  receipt: Receipt;
  at: Date;
  message?: Bilingual | undefined;
  onAnother: () => void;
  onDone: () => void;
}

/** The receipt with the voucher code(s) first, the order id and reference; Print (spec 02 §4). */
export function GiftReceipt({ receipt, at, message, onAnother, onDone }: GiftReceiptProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  return (
    <>
      <ResultBanner message={message} status={receipt.status} />
      <ReceiptDetails receipt={receipt} transactionDate={at} showTitle={false} ref={content} />
      <StepActions>
        <PrimaryButton onClick={() => content.current && printElement(content.current, t('payment.receipt.title'))}>{t('payment.receipt.print')}</PrimaryButton>
        <SecondaryButton onClick={onAnother}>{t('payment.gift.receipt.another')}</SecondaryButton>
        <SecondaryButton onClick={onDone}>{t('payment.gift.receipt.done')}</SecondaryButton>
      </StepActions>
    </>
  );
}
