import type { Bilingual, Receipt } from '@portal/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptActions, ReceiptDetails, ResultBanner, SecondaryButton, useReceiptInAddress } from '@/payments';

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
