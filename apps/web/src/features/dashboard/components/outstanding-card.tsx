import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BulkInquiryItem, RegisteredBill } from '@portal/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { ChartFallback } from './chart-fallback';
import { owedSlices, totalOutstanding } from './dashboard-model';
import { formatOmr } from './format';
import { OutstandingDonut } from './outstanding-donut';

interface OutstandingCardProps {
  bills: RegisteredBill[];
  items: BulkInquiryItem[] | undefined;
  failed: boolean;
  loading: boolean;
  pointsCash: number | undefined;
}

/** Total outstanding in OMR with Pay, and the doughnut of what each bill owes (spec 01 §2, §9). */
export function OutstandingCard({ bills, items, failed, loading, pointsCash }: OutstandingCardProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  // A failed inquiry empties the chart and shows 0 (spec 01 §4).
  const answered = failed ? [] : (items ?? []);
  const total = failed ? 0 : totalOutstanding(bills, answered);
  const slices = failed ? [] : owedSlices(bills, answered);
  const totalText = formatOmr(total, lang);
  const parts = slices.map((s) => `${s.name} (${s.billingNo}): ${formatOmr(s.baisa, lang)}`).join('; ');
  const summary = `${t('dashboard.total.chart')}. ${t('dashboard.total.chartSummary', { total: totalText, parts: parts || t('dashboard.total.chartEmpty') })}`;

  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={2} size="h4" c="gray.8">
            {t('dashboard.total.title')}
          </Title>
          {/* The title wraps first; a squeezed one-word label would be cut off (ادفع at 1280 px). */}
          <Button component={Link} to={paths.registredBill} style={{ flexShrink: 0 }}>
            {t('dashboard.total.pay')}
          </Button>
        </Group>
        <Text fz={26} fw={700} c="brand.8" data-testid="total-outstanding" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {loading ? '…' : totalText}
        </Text>
        {bills.length === 0 && !loading ? <Text c="gray.7">{t('dashboard.total.noBills')}</Text> : null}
        {failed ? (
          <Alert color="red" variant="light" role="alert">
            {t('dashboard.total.failed')}
          </Alert>
        ) : null}
        {loading ? <ChartFallback h={170} /> : <OutstandingDonut slices={slices} totalText={totalText} summary={summary} />}
        {pointsCash ? (
          <Text size="sm" c="gray.7" ta="center">
            {t('dashboard.total.points', { amount: formatOmr(pointsCash, lang) })}
          </Text>
        ) : pointsCash === undefined ? (
          // The line's place while the points are asked for, so the banner below does not move when they come.
          <Text size="sm" aria-hidden="true" style={{ visibility: 'hidden' }}>
            &nbsp;
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
