import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { BillerGrid } from './biller-grid';

/** The biller grid under a "Quick Payment" heading, without page chrome: the login page shows it. */
export function QuickPaymentPanel() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <Stack gap="md">
        <Title order={2} size="h3" c="brand.9">
          {t('payment.quick.panelTitle')}
        </Title>
        <BillerGrid collapseOnPhone />
      </Stack>
    </Paper>
  );
}
