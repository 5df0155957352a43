import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { formatOmrPlain, omanDay } from '@portal/contract';
import type { StaffPermission } from '@portal/contract/back-office';
import { paths } from '../../../config/paths.ts';
import { useI18n, type TextKey } from '../../../shared/i18n/index.tsx';
import { BillerSelect } from '../../../shared/ui/biller-select.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { saveBlob, useMonthlyStatement } from '../api/monthly.ts';
import { MonthSwitch } from './month-switch.tsx';
import { RemittanceDialog } from './remittance-dialog.tsx';

const MONEY = [
  ['grossBaisa', 'settle.gross'],
  ['reversalsBaisa', 'settle.reversals'],
  ['refundsBaisa', 'settle.refunds'],
  ['feesBaisa', 'settle.fees'],
  ['netToRemitBaisa', 'settle.net'],
] as const;

/**
 * Column titles may wrap (the data table keeps its own title box on one line; a span's own white-space wins),
 * so that the amounts, never broken, share a tablet's width (768 px).
 */
const WRAP = { whiteSpace: 'normal' } as const;

/** A biller's month (issue 32 §5): each banking day's settlement, the month's totals, and what was remitted. */
export function MonthlyPage({ permissions }: { permissions: readonly StaffPermission[] }) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? omanDay(new Date()).slice(0, 7);
  const billerId = Number(params.get('biller')) || null;
  const statement = useMonthlyStatement(month, billerId);
  const [remitDay, setRemitDay] = useState<string | null>(null);
  const set = (next: { month?: string; biller?: string | null }) => {
    const biller = next.biller === undefined ? params.get('biller') : next.biller;
    setParams({ month: next.month ?? month, ...(biller ? { biller } : {}) });
  };
  const s = statement.data;
  const mayRemit = permissions.includes('settlement.work');
  return (
    <Stack>
      <Anchor component={Link} to={paths.settlement.getHref()} size="sm">
        {t('settle.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('settle.monthlyHeading')}
      </Title>
      <Group align="flex-end" justify="space-between">
        <BillerSelect value={billerId ? String(billerId) : null} onChange={(biller) => set({ biller })} />
        <MonthSwitch month={month} onChange={(m) => set({ month: m })} />
      </Group>
      <ErrorAlert error={statement.error} />
      {billerId === null ? (
        <Text>{t('settle.chooseBiller')}</Text>
      ) : (
        <>
          <DataTable
            withTableBorder
            striped
            minHeight={s?.days.length ? undefined : 150}
            noRecordsText={t('settle.none')}
            fetching={statement.isFetching}
            records={s?.days ?? []}
            idAccessor="day"
            columns={[
              {
                // The day's status under its date rather than a column of its own, so that every amount
                // fits on a tablet held upright (768 px) without scrolling the table sideways.
                accessor: 'day',
                title: `${t('settle.day')} · ${t('settle.status')}`,
                render: (d) => (
                  <Stack gap={0}>
                    <Anchor component={Link} to={paths.settlementDay.getHref(d.day)} style={{ whiteSpace: 'nowrap' }}>
                      <Ltr>{d.day}</Ltr>
                    </Anchor>
                    <Text size="xs" c="dimmed" data-day-status={d.status ?? 'none'}>
                      {d.status ? t(`settle.status.${d.status}` as TextKey) : t('settle.noStatus')}
                    </Text>
                  </Stack>
                ),
                footer: t('settle.totals'),
              },
              ...MONEY.map(([key, title]) => ({
                accessor: key,
                title: <span style={WRAP}>{t(title)}</span>,
                render: (d: Record<typeof key, number>) => <Ltr>{formatOmrPlain(d[key])}</Ltr>,
                footer: s ? <Ltr>{formatOmrPlain(s.totals[key])}</Ltr> : null,
              })),
              {
                accessor: 'remittanceReference',
                title: <span style={WRAP}>{t('settle.remittance')}</span>,
                render: (d) =>
                  d.remittanceReference ? (
                    <Ltr>{d.remittanceReference}</Ltr>
                  ) : mayRemit && d.status === 'closed' ? (
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() => setRemitDay(d.day)}
                      aria-label={`${t('settle.recordRemittance')} ${d.day}`}
                    >
                      {t('settle.recordRemittance')}
                    </Button>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
          {s && (
            <Button
              w="fit-content"
              variant="default"
              onClick={() => saveBlob(new Blob([s.csv], { type: 'text/csv;charset=utf-8' }), `settlement-${s.billerId}-${s.month}.csv`)}
            >
              {t('settle.downloadCsv')}
            </Button>
          )}
          {billerId !== null && <RemittanceDialog day={remitDay} billerId={billerId} onClose={() => setRemitDay(null)} />}
        </>
      )}
    </Stack>
  );
}
