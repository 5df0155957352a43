import { Anchor, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { directionsUrl } from '@/shared/map/directions';
import type { AccountLocation, RegisteredBill } from '@portal/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/shared/i18n/use-language';

/**
 * One account: its names, its place, and Show Usage, which opens /ShowUsageAccount with the account
 * and its consumption limit in the navigation state (spec 01 §2). The limit is the one in units,
 * which the usage gauge compares against.
 */
export function AccountCard({ bill, place }: { bill: RegisteredBill; place: AccountLocation | null | undefined }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const row = (label: string, value: React.ReactNode) => (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </div>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="account-card-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="account-card-title">
          {t('locations.details')}
        </Title>
        {row(t('locations.nickname'), bill.name)}
        {row(t('locations.billingNo'), <span dir="ltr">{bill.billingNo}</span>)}
        {row(t('locations.biller'), pick({ en: bill.biller.ename, ar: bill.biller.aname }))}
        {place === undefined ? (
          <Skeleton h={40} />
        ) : place ? (
          row(
            t('locations.coordinates'),
            <Anchor href={directionsUrl(place.latitude, place.longitude)} target="_blank" rel="noopener noreferrer">
              {t('locations.directions')}
            </Anchor>,
          )
        ) : (
          <Text c="gray.8">{t('locations.noLocation')}</Text>
        )}
        <Button
          component={Link}
          to={paths.showUsageAccount}
          state={{ accountNo: bill.billingNo, limit: bill.limitConsumptionByUnit }}
          variant="light"
        >
          {t('locations.showUsage')}
        </Button>
      </Stack>
    </Paper>
  );
}
