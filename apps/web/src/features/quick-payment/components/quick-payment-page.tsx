import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';
import { BillerGrid } from './biller-grid';

export { QuickPaymentPanel } from './quick-payment-panel';

/**
 * /QuickPayment (visitors, also with ?lang=) and /QuickPayments (signed in). The signed-in layout
 * shows the page heading itself; the public one does not, so the page does.
 */
export function QuickPaymentPage() {
  const { t } = useTranslation();
  const isPublic = useLocation().pathname.toLowerCase() === paths.quickPayment.toLowerCase();
  return (
    <Stack gap="md">
      {isPublic ? (
        <Title order={1} size="h2" c="brand.9">
          {t('payment.quick.title')}
        </Title>
      ) : null}
      <Text c="gray.7">{t('payment.quick.intro')}</Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <BillerGrid />
      </Paper>
    </Stack>
  );
}
