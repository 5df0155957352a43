import type { Bilingual, Receipt } from '@portal/contract';
import { ResultBanner } from '@/shared/payments/result-banner';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkReceipt } from '@/shared/payments/bulk-receipt';
import { printElement } from '@/shared/payments/print-element';
import { PrimaryButton, SecondaryButton, StepActions } from '@/shared/payments/steps/step-frame';

/** The receipt of the bills paid together (spec 02 §2): Print prints this receipt; Done goes back to the list. */
export function ReceiptStep({ receipt, message, onDone }: { receipt: Receipt; message?: Bilingual | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  return (
    <>
      <ResultBanner message={message} status={receipt.status} />
      <BulkReceipt receipt={receipt} showTitle={false} ref={content} />
      <StepActions>
        <PrimaryButton onClick={() => content.current && printElement(content.current, t('payment.receipt.title'))}>{t('payment.receipt.print')}</PrimaryButton>
        <SecondaryButton onClick={onDone}>{t('registeredBills.pay.done')}</SecondaryButton>
      </StepActions>
    </>
  );
}
