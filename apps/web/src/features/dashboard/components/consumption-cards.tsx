import { Alert, Box, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { RenderWhenNear } from '@/shared/ui/render-when-near';
import { useMonthlyReadings } from '../api/get-meter-readings';
import { formatUnits, monthLabel } from './format';
import { MeterLineChart, MonthlyBarChart } from './lazy-charts';
import { Loading } from '@/shared/ui/loading';

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" c="gray.8" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Monthly units consumed (bars, with the limit) and the meter reading (line) of the current account. */
export function ConsumptionCards({ account, limit }: { account: string | null; limit: number | null }) {
  const { t } = useTranslation();
  const { lang, isArabic } = useLanguage();
  const readings = useMonthlyReadings(account);
  const meter = readings.data;
  const unit = meter ? t(`dashboard.units.${meter.unit}`) : '';
  const points = (meter?.readings ?? []).map((r) => ({
    month: monthLabel(r.meterReadingDate, lang),
    consumption: r.consumption,
    meterReading: r.meterReading,
  }));

  const body = (kind: 'monthly' | 'meter') => {
    if (!account) return <Text c="gray.7">{t('dashboard.charts.pick')}</Text>;
    if (readings.isPending) return <Loading />;
    if (readings.isError || !meter) {
      return (
        <Alert color="gray" variant="light" role="status">
          {t('dashboard.usage.noMeter')}
        </Alert>
      );
    }
    const values = points.map((p) => `${p.month} ${formatUnits(kind === 'monthly' ? p.consumption : p.meterReading)}`).join(', ');
    const limitText = kind === 'monthly' && limit ? `. ${t('dashboard.charts.limit')}: ${formatUnits(limit)} ${unit}` : '';
    const summary =
      t(kind === 'monthly' ? 'dashboard.charts.monthlySummary' : 'dashboard.charts.meterSummary', { account, unit, values }) + limitText;
    return (
      <RenderWhenNear minHeight={260}>
        {kind === 'monthly' ? (
          <MonthlyBarChart
            points={points}
            rtl={isArabic}
            summary={summary}
            seriesLabel={`${t('dashboard.charts.units')} (${unit})`}
            limit={limit}
          />
        ) : (
          <MeterLineChart points={points} rtl={isArabic} summary={summary} seriesLabel={`${t('dashboard.charts.reading')} (${unit})`} />
        )}
      </RenderWhenNear>
    );
  };
  const limitKey =
    account && meter && limit ? (
      <Group gap={6} mt="xs" aria-hidden>
        <Box w={24} style={{ borderTop: '2px dashed var(--mantine-color-red-8)' }} />
        <Text size="sm" c="gray.8">
          {t('dashboard.charts.limit')}: {formatUnits(limit)} {unit}
        </Text>
      </Group>
    ) : null;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ChartCard title={t('dashboard.charts.monthly')}>
        {body('monthly')}
        {limitKey}
      </ChartCard>
      <ChartCard title={t('dashboard.charts.meter')}>{body('meter')}</ChartCard>
    </SimpleGrid>
  );
}
