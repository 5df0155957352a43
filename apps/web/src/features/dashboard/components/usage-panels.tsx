import { Grid, Stack } from '@mantine/core';
import { AlertsCard } from './alerts-card';
import { ConsumptionCards } from './consumption-cards';
import { UsageCard } from './usage-card';

interface UsagePanelsProps {
  tabs: string[];
  current: string | null;
  onChange: (account: string) => void;
  /** The current account's monthly limit in units. */
  limit: number | null;
  /** Replaces the bill's limit in the gauge (the Usage page's navigation state). */
  limitOverride?: number | null;
  /** Placed between the usage row and the charts (the dashboard's account table). */
  children?: React.ReactNode;
}

/** The usage cards the dashboard and the Usage page share: gauge, alerts, then the two charts. */
export function UsagePanels({ tabs, current, onChange, limit, limitOverride, children }: UsagePanelsProps) {
  const chartLimit = limitOverride && limitOverride > 0 ? limitOverride : limit;
  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <UsageCard accounts={tabs} current={current} onChange={onChange} limitOverride={limitOverride} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <AlertsCard account={current} />
        </Grid.Col>
      </Grid>
      {children}
      <ConsumptionCards account={current} limit={chartLimit} />
    </Stack>
  );
}
