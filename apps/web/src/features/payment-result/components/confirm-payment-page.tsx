import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/data';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { PaymentFailed } from './payment-failed';
import { PaymentSuccess } from './payment-success';
import { usePaymentResult } from './use-payment-result';

/**
 * /ConfirmPayment?payment-session-id=…&channel=I&isbulk=0: where the gateway sends the customer back
 * (spec 02 §2, §4). Without a payment-session-id nothing happens.
 */
export function ConfirmPaymentPage() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const [params] = useSearchParams();
  const sessionId = params.get('payment-session-id');
  const channel = params.get('channel') ?? params.get('Channel') ?? 'I';
  const result = usePaymentResult(sessionId, channel);
  // Registered bills paid together: the receipt is their table. The outcome itself still comes from the server.
  const bulk = params.get('isbulk') === '1' || params.get('isbulk')?.toLowerCase() === 'true';

  return (
    <Stack gap="md" maw={720} mx="auto" w="100%">
      <Title order={1} size="h2" c="brand.9">
        {t('payment.result.title')}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs" aria-live="polite">
        {result.status === 'none' ? <Text c="gray.7">{t('payment.result.none')}</Text> : null}
        {result.status === 'waiting' ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t('payment.result.waiting')}</Text>
          </Group>
        ) : null}
        {result.status === 'timedOut' ? (
          <Alert color="yellow" variant="light" role="status" title={t('payment.result.timedOutTitle')}>
            {t('payment.result.timedOut')}
          </Alert>
        ) : null}
        {result.status === 'success' ? <PaymentSuccess receipt={result.receipt} message={result.message} bulk={bulk} /> : null}
        {result.status === 'failed' ? <PaymentFailed message={result.message} receipt={result.receipt} /> : null}
        {result.status === 'signIn' ? (
          <Alert color="blue" variant="light" role="status" title={t('payment.result.signInTitle')}>
            <Stack gap="sm" align="flex-start">
              <Text>{pick(result.message)}</Text>
              <Button component={Link} to={paths.login}>
                {t('payment.result.signIn')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
      </Paper>
    </Stack>
  );
}
