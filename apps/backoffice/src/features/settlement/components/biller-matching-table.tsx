import { Button, Group, Loader } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { formatOmrPlain } from '@portal/contract';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { Money } from '../../../shared/ui/ltr.tsx';
import { useReport } from '../api/settlement.ts';

interface BillerRow {
  billerId: number;
  ledgerBaisa: number;
  matchedBaisa: number;
}

/** The net to remit as the biller's report states it (gross − reversals − refunds − fees), so the screen and the PDF agree. */
function NetToRemit({ day, billerId }: { day: string; billerId: number }) {
  const report = useReport(day, billerId);
  if (report.data) return <Money omr={formatOmrPlain(report.data.netToRemitBaisa)} />;
  return report.isPending ? <Loader size="xs" /> : '—';
}

/** A day's matching per biller (issue 32 §3, §5): our ledger, what matched, the net to remit and the biller's report. */
export function BillerMatchingTable(props: {
  day: string;
  billers: BillerRow[];
  nameOf(billerId: number): string;
  onDownload(billerId: number, format: 'csv' | 'pdf'): void;
}) {
  const { t } = useI18n();
  return (
    <DataTable
      withTableBorder
      minHeight={props.billers.length ? undefined : 100}
      noRecordsText={t('settle.none')}
      records={props.billers}
      idAccessor="billerId"
      columns={[
        { accessor: 'billerId', title: t('settle.biller'), render: (b) => props.nameOf(b.billerId) },
        {
          accessor: 'ledgerBaisa',
          title: t('settle.ledger'),
          render: (b) => (
            <span data-col="gross">
              <Money omr={formatOmrPlain(b.ledgerBaisa)} />
            </span>
          ),
        },
        { accessor: 'matchedBaisa', title: t('settle.matched'), render: (b) => <Money omr={formatOmrPlain(b.matchedBaisa)} /> },
        {
          accessor: 'net',
          title: t('settle.net'),
          render: (b) => (
            <span data-col="net">
              <NetToRemit day={props.day} billerId={b.billerId} />
            </span>
          ),
        },
        {
          accessor: 'report',
          title: t('settle.report'),
          render: (b) => (
            <Group gap={4} wrap="nowrap">
              {(['pdf', 'csv'] as const).map((format) => (
                <Button
                  key={format}
                  size="compact-xs"
                  variant="default"
                  onClick={() => props.onDownload(b.billerId, format)}
                  aria-label={`${t('settle.report')} ${props.nameOf(b.billerId)} ${format.toUpperCase()}`}
                >
                  {t(format === 'pdf' ? 'settle.reportPdf' : 'settle.reportCsv')}
                </Button>
              ))}
            </Group>
          ),
        },
      ]}
    />
  );
}
