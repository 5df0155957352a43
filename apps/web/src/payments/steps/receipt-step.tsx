import type { Bilingual, Receipt } from '@portal/contract';
import { useRef } from 'react';
import { ReceiptActions } from '../receipt-actions';
import { ReceiptDetails } from '../receipt-details';
import { useReceiptInAddress } from '../receipt-url';
import { ResultBanner } from '../result-banner';
import { SecondaryButton } from './step-frame';

interface ReceiptStepProps {
  receipt: Receipt;
  /** When the receipt was shown; the receipt's own date when absent. */
  at?: Date;
  message?: Bilingual | undefined;
  /** The ways on from the receipt (Pay another, Done), each leaving the receipt's address first. */
  ways: Array<{ label: string; onClick: () => void }>;
}

/** The last step of every payment (spec 02 §2): the server's words, the receipt, Print, the PDF and the ways on. */
export function ReceiptStep({ receipt, at, message, ways }: ReceiptStepProps) {
  const content = useRef<HTMLDivElement>(null);
  const leave = useReceiptInAddress(receipt.paymentSessionId);
  return (
    <>
      <ResultBanner message={message} status={receipt.status} />
      <ReceiptDetails receipt={receipt} transactionDate={at} showTitle={false} ref={content} />
      <ReceiptActions receipt={receipt} content={content}>
        {ways.map((way) => (
          <SecondaryButton key={way.label} onClick={() => (leave(), way.onClick())}>
            {way.label}
          </SecondaryButton>
        ))}
      </ReceiptActions>
    </>
  );
}
