import type { Receipt } from '@portal/contract';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '@/shared/i18n';
import { printElement } from './print-element';
import { printInvoice } from './print-invoice';
import { PrimaryButton, SecondaryButton, StepActions } from './steps/step-frame';

/**
 * Under every receipt: Print (this receipt, through the print stylesheet), the PDF invoice, then the
 * ways on that the route adds. The same two first buttons on every route (issue 11).
 */
export function ReceiptActions({
  receipt,
  content,
  children,
}: {
  receipt: Receipt;
  content: RefObject<HTMLDivElement | null>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const firstTrx = receipt.paymentInfo.find((l) => l.systemTrxID)?.systemTrxID ?? null;
  return (
    <StepActions>
      <PrimaryButton onClick={() => content.current && printElement(content.current, t('payment.receipt.title'))}>
        {t('payment.receipt.print')}
      </PrimaryButton>
      <SecondaryButton onClick={() => void printInvoice(firstTrx, receipt.paymentSessionId)}>
        {t('payment.receipt.download')}
      </SecondaryButton>
      {children}
    </StepActions>
  );
}
