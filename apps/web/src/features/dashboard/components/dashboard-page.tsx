import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import '@/shared/ui/mantine-css/fields';
import '@/shared/ui/mantine-css/data';
import { Alert, Grid, Group, Stack, Text } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { RenderWhenNear } from '@/shared/ui/render-when-near';
import { useDashboardInquiry } from '../api/bulk-inquire-dashboard';
import { useCustomerProfileData } from '@/shared/api/customer-profile-data';
import { useRegisteredBills } from '@/shared/registered-bills/get-registered-bills';
import { AccountOverview } from './account-overview';
import { AccountSelect } from './account-select';
import { AdSlider } from './ad-slider';
import { BillerCatalog } from './biller-catalog';
import { ALL, dashboardBills, isMetered } from './dashboard-model';
import { todayLabel } from './format';
import { OutstandingCard } from './outstanding-card';
import { UsagePanels } from './usage-panels';
import { Loading } from '@/shared/ui/loading';

// Neither reads the customer's answers: the page draws again as each arrives (the bills, their inquiry,
// the points), and on a phone's CPU drawing the biller grid again each time was the largest part of that.
// No <Suspense> part on this page: each answer draws the page again at once (a query's update is
// synchronous), and React would then have to hydrate every part still waiting in that one task.
const Ads = memo(AdSlider);
const Catalog = memo(BillerCatalog);

/**
 * /Dashboard (spec 01 §2, §4): the account selector drives the total and the usage cards. Choosing an
 * account re-fetches its readings and alarms; All keeps the last chosen metered account for them.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const registered = useRegisteredBills();
  const profile = useCustomerProfileData();
  const bills = useMemo(() => dashboardBills(registered.data ?? []), [registered.data]);
  const inquiry = useDashboardInquiry(bills);
  const [account, setAccount] = useState(ALL);
  const [lastMetered, setLastMetered] = useState<string | null>(null);

  const metered = bills.filter(isMetered).map((b) => b.billingNo);
  const shown = account === ALL ? bills : bills.filter((b) => b.billingNo === account);
  const current = account === ALL ? (lastMetered ?? metered[0] ?? null) : metered.includes(account) ? account : null;
  const tabs = account === ALL ? metered : current ? [current] : [];
  const limitOf = (no: string | null) => bills.find((b) => b.billingNo === no)?.limitConsumptionByUnit ?? null;

  const choose = (value: string) => {
    setAccount(value);
    if (value !== ALL && metered.includes(value)) setLastMetered(value);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text c="gray.7" data-testid="today">
          {t('dashboard.today', { date: todayLabel(lang) })}
        </Text>
        <AccountSelect bills={bills} value={account} onChange={choose} />
      </Group>
      {registered.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('common.loadFailed')}
        </Alert>
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OutstandingCard
            bills={shown}
            items={inquiry.data}
            failed={inquiry.isError}
            loading={registered.isPending || (bills.length > 0 && inquiry.isPending)}
            pointsCash={profile.data?.pointsCash}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Ads />
        </Grid.Col>
      </Grid>
      <Catalog />
      {registered.isPending ? (
        <Loading />
      ) : (
        // Below the fold on a phone: drawn when the reader scrolls near, so the first screen is ready sooner.
        <RenderWhenNear minHeight={900}>
          <UsagePanels tabs={tabs} current={current} onChange={(a) => setLastMetered(a)} limit={limitOf(current)}>
            <AccountOverview bills={bills} />
          </UsagePanels>
        </RenderWhenNear>
      )}
    </Stack>
  );
}
