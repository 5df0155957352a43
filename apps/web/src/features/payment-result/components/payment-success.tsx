import { Alert, Stack } from '@mantine/core';
import type { Bilingual, Receipt } from '@portal/contract';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/api/session-store';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { ComplainLink } from '@/shared/ui/complain-link';
import { ReceiptActions, ReceiptDetails, SecondaryButton } from '@/payments';

/**
 * Success: the server's message with the reference number, the receipt every route shows, Print,
 * the PDF invoice, and the way on.
 */
export function PaymentSuccess({ receipt, message, bulk = false }: { receipt: Receipt; message: Bilingual; bulk?: boolean }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const navigate = useNavigate();
  const signedIn = Boolean(useAuth());
  const content = useRef<HTMLDivElement>(null);
  const partial = receipt.status !== 'completed';
  return (
    <Stack gap="lg">
      <Alert
        color={partial ? 'yellow' : 'green'}
        variant="light"
        role="status"
        title={t(partial ? 'payment.result.partialTitle' : 'payment.result.successTitle')}
      >
        {pick(message)}
      </Alert>
      <ReceiptDetails receipt={receipt} ref={content} />
      <ComplainLink reference={receipt.refrenceNumberInfo.refrenceNumber} />
      <ReceiptActions receipt={receipt} content={content}>
        <SecondaryButton onClick={() => navigate(bulk ? paths.registredBill : signedIn ? paths.dashboard : paths.quickPayment)}>
          {t(bulk ? 'payment.result.toRegisteredBills' : signedIn ? 'payment.result.toDashboard' : 'payment.result.payAnother')}
        </SecondaryButton>
      </ReceiptActions>
    </Stack>
  );
}
