import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import '@/shared/ui/mantine-css/data';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/api/session-store';
import { type CardPageData, isBulkPaymentForm, paymentFormStorage } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { CardPaymentForm } from './card-payment-form';

/** React Router numbers its history entries; 0 means this page opened the tab (nothing to go back to). */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * /PaymentForm (visitors) and /PaymentForms (signed in): "Enter card Information" (spec 02 §2). The
 * payment arrives as navigation state `data`, kept in session storage too so a refresh works.
 */
export function PaymentFormPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = Boolean(useAuth());
  const [data] = useState<CardPageData | null>(() => (location.state as { data?: CardPageData } | null)?.data ?? paymentFormStorage.read());
  useEffect(() => {
    if (data) paymentFormStorage.save(data);
  }, [data]);
  const isPublic = location.pathname.toLowerCase() === paths.paymentForm.toLowerCase();
  // A basket of registered bills started on the registered-bills page, and goes back there.
  const oneTimePage = data && isBulkPaymentForm(data) ? paths.registredBill : signedIn ? paths.oneTimePayments : paths.oneTimePayment;

  // A basket goes back in history; one bill back to its payment page, which finds the bill and the
  // contact details as they were (issue 35: Back used to start the payment over).
  const cancel = () => {
    if (data && !isBulkPaymentForm(data)) navigate(oneTimePage, { replace: true, state: { resume: true } });
    else if (data?.customerInfo && canGoBack()) navigate(-1);
    else navigate(oneTimePage);
  };

  return (
    <Stack gap="md" maw={640} mx="auto" w="100%">
      {isPublic ? (
        <Title order={1} size="h2" c="brand.9">
          {t('payment.form.title')}
        </Title>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        {data ? (
          <CardPaymentForm data={data} onCancel={cancel} />
        ) : (
          <Stack gap="md">
            <Alert color="red" variant="light" role="alert">
              {t('payment.form.missing')}
            </Alert>
            <Group>
              <Button variant="default" onClick={() => navigate(oneTimePage)}>
                {t('payment.form.toOneTime')}
              </Button>
            </Group>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
