import { Alert, Button, Group, Stack } from '@mantine/core';
import type { Bilingual, Receipt } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/api/session-store';
import { useLanguage } from '@/shared/i18n/use-language';
import { printInvoice } from '@/shared/payments/print-invoice';
import { BulkReceipt } from '@/shared/payments/bulk-receipt';
import { ReceiptDetails } from '@/shared/payments/receipt-details';

/**
 * Success: the server's message with the reference number, the paid bills (a table of lines for
 * registered bills paid together), Print (the PDF invoice).
 */
export function PaymentSuccess({ receipt, message, bulk = false }: { receipt: Receipt; message: Bilingual; bulk?: boolean }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const navigate = useNavigate();
  const signedIn = Boolean(useAuth());
  const firstTrx = receipt.paymentInfo.find((l) => l.systemTrxID)?.systemTrxID ?? null;
  const partial = receipt.status !== 'completed';
  return (
    <Stack gap="lg">
      <Alert color={partial ? 'yellow' : 'green'} variant="light" role="status" title={t(partial ? 'payment.result.partialTitle' : 'payment.result.successTitle')}>
        {pick(message)}
      </Alert>
      {bulk ? <BulkReceipt receipt={receipt} /> : <ReceiptDetails receipt={receipt} />}
      <Group gap="sm">
        <Button onClick={() => void printInvoice(firstTrx, receipt.paymentSessionId)}>{t('payment.receipt.print')}</Button>
        <Button variant="default" onClick={() => navigate(bulk ? paths.registredBill : signedIn ? paths.dashboard : paths.quickPayment)}>
          {t(bulk ? 'payment.result.toRegisteredBills' : signedIn ? 'payment.result.toDashboard' : 'payment.result.payAnother')}
        </Button>
      </Group>
    </Stack>
  );
}
