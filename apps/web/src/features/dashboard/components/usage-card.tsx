import { Alert, Badge, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { useLastMeterReading } from '../api/get-last-meter-reading';
import { formatUnits } from './format';
import { UsageGauge } from './lazy-charts';
import { Loading } from '@/shared/ui/loading';

interface UsageCardProps {
  /** The metered accounts offered as tabs. */
  accounts: string[];
  current: string | null;
  onChange: (account: string) => void;
  /** A limit in units that replaces the bill's (the Usage page's navigation state). */
  limitOverride?: number | null;
}

/** A figure under its label; `note` (a date) on its own line, kept in one piece. */
function Stat({ label, children, testId, note }: { label: string; children: React.ReactNode; testId?: string; note?: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {children}
      </Text>
      {note ? (
        <Text size="xs" c="gray.7" dir="ltr" style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
          {note}
        </Text>
      ) : null}
    </div>
  );
}

/** One account's gauge: this month's use against the limit (or the year's highest month). */
function AccountUsage({ account, limitOverride }: { account: string; limitOverride?: number | null }) {
  const { t } = useTranslation();
  const { isArabic } = useLanguage();
  const reading = useLastMeterReading(account);
  if (reading.isPending) return <Loading m="md" />;
  if (reading.isError || !reading.data) {
    return (
      <Alert color="gray" variant="light" role="status">
        {t('dashboard.usage.noMeter')}
      </Alert>
    );
  }
  const r = reading.data;
  const unit = t(`dashboard.units.${r.unit}`);
  const limit = limitOverride && limitOverride > 0 ? limitOverride : r.limitConsumption;
  const percent = limit ? Math.round((r.consumption / limit) * 100) : r.usagePercent;
  const exceeded = limit ? r.consumption > limit : false;
  const reference = limit ? t('dashboard.usage.ofLimit', { limit: formatUnits(limit), unit }) : t('dashboard.usage.ofPeak');
  const summary = t('dashboard.usage.gauge', { account, percent, reference, used: formatUnits(r.consumption), unit });
  return (
    <Stack gap="xs" data-testid="usage-panel" data-account={account}>
      <UsageGauge percent={percent} exceeded={exceeded} summary={summary} rtl={isArabic} />
      {/* What the percentage is of, for the eye: without a limit it is the year's highest month (the chart's
          own label says it all to a screen reader, so this line is not read twice). */}
      <Text size="sm" c="gray.7" ta="center" mt={-4} aria-hidden="true" data-testid="usage-reference">
        {t('dashboard.usage.caption', { reference })}
      </Text>
      {exceeded ? (
        <Group justify="center">
          <Badge color="red.9" variant="filled">
            {t('dashboard.usage.exceeded')}
          </Badge>
        </Group>
      ) : null}
      <SimpleGrid cols={3} spacing="xs">
        <Stat label={t('dashboard.usage.used')} testId="usage-used">
          {formatUnits(r.consumption)} {unit}
        </Stat>
        <Stat label={t('dashboard.usage.limit')}>{limit ? `${formatUnits(limit)} ${unit}` : t('dashboard.usage.noLimit')}</Stat>
        <Stat label={t('dashboard.usage.lastReading')} testId="last-reading" note={r.meterReadingDate}>
          {formatUnits(r.meterReading)} {unit}
        </Stat>
      </SimpleGrid>
    </Stack>
  );
}

/** Overall energy usage: a tab per metered account, each with its half-doughnut (spec 01 §2). */
export function UsageCard({ accounts, current, onChange, limitOverride }: UsageCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Title order={2} size="h4" c="gray.8" mb="sm">
        {t('dashboard.usage.title')}
      </Title>
      {!accounts.length || !current ? (
        <Text c="gray.7">{t(accounts.length ? 'dashboard.usage.noMeter' : 'dashboard.usage.noMeters')}</Text>
      ) : (
        <Tabs value={current} onChange={(v) => v && onChange(v)} keepMounted={false}>
          <Tabs.List aria-label={t('dashboard.usage.tabs')} mb="sm">
            {accounts.map((a) => (
              <Tabs.Tab key={a} value={a}>
                {a}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {accounts.map((a) => (
            <Tabs.Panel key={a} value={a}>
              <AccountUsage account={a} limitOverride={limitOverride} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Card>
  );
}
