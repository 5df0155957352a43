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
                accessor: 'day',
                title: t('settle.day'),
                noWrap: true,
                render: (d) => (
                  <Anchor component={Link} to={paths.settlementDay.getHref(d.day)}>
                    <Ltr>{d.day}</Ltr>
                  </Anchor>
                ),
                footer: t('settle.totals'),
              },
              {
                accessor: 'status',
                title: t('settle.status'),
                noWrap: true,
                render: (d) => (
                  <Text size="sm" data-day-status={d.status ?? 'none'}>
                    {d.status ? t(`settle.status.${d.status}` as TextKey) : t('settle.noStatus')}
                  </Text>
                ),
              },
              ...MONEY.map(([key, title]) => ({
                accessor: key,
                title: t(title),
                noWrap: true,
                render: (d: Record<typeof key, number>) => <Ltr>{formatOmrPlain(d[key])}</Ltr>,
                footer: s ? <Ltr>{formatOmrPlain(s.totals[key])}</Ltr> : null,
              })),
              {
                accessor: 'remittanceReference',
                title: t('settle.remittance'),
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
