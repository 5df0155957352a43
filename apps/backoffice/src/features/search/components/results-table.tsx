import { Anchor } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { Link } from 'react-router';
import type { PaymentRow } from '@portal/contract/back-office';
import { paths } from '../../../config/paths.ts';
import { useI18n, type TextKey } from '../../../shared/i18n/index.tsx';
import { omanDateTime } from '../../../shared/ui/format.ts';
import { Ltr, Money } from '../../../shared/ui/ltr.tsx';

export function ResultsTable({ rows, loading }: { rows: PaymentRow[]; loading: boolean }) {
  const { t, lang } = useI18n();
  // aria-busy tells a screen reader (and a test) that the rows shown are still the previous search's.
  return (
    <div aria-busy={loading} data-results>
      <DataTable
        withTableBorder
        striped
        minHeight={rows.length ? undefined : 160}
        fetching={loading}
        records={rows}
        idAccessor="id"
        noRecordsText={t('search.noResults')}
        columns={[
          {
            accessor: 'referenceNumber',
            title: t('col.reference'),
            render: (r) => (
              <Anchor component={Link} to={paths.payment.getHref(r.id)} dir="ltr">
                {r.referenceNumber}
              </Anchor>
            ),
          },
          { accessor: 'createdAt', title: t('col.created'), render: (r) => omanDateTime(r.createdAt, lang) },
          {
            accessor: 'state',
            title: t('col.state'),
            render: (r) => t(`state.${r.state}` as TextKey) ?? r.state,
          },
          { accessor: 'method', title: t('col.method'), render: (r) => t(`method.${r.method}` as TextKey) ?? r.method },
          { accessor: 'totalOmr', title: t('col.total'), render: (r) => <Money omr={r.totalOmr} /> },
          { accessor: 'billers', title: t('col.billers'), render: (r) => r.billers.map((b) => b[lang]).join('، ') },
          { accessor: 'maskedMobile', title: t('col.mobile'), render: (r) => <Ltr>{r.maskedMobile ?? '—'}</Ltr> },
        ]}
      />
    </div>
  );
}
