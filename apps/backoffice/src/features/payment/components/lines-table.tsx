import { Card, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { PaymentStory } from '@portal/contract/back-office';
import { useI18n, type TextKey } from '../../../shared/i18n/index.tsx';
import { omanDateTime } from '../../../shared/ui/format.ts';
import { Ltr, Money } from '../../../shared/ui/ltr.tsx';

const statusKey = (s: string) => (s === 'posted' ? 'line.posted_status' : `line.${s}`) as TextKey;

/** Each bill of the payment with its posting at the biller. */
export function LinesTable({ story }: { story: PaymentStory }) {
  const { t, lang } = useI18n();
  return (
    <Card withBorder component="section" aria-labelledby="lines-heading">
      <Title order={2} size="h4" id="lines-heading" mb="sm">
        {t('payment.lines')}
      </Title>
      <DataTable
        withTableBorder
        records={story.lines}
        idAccessor="lineNo"
        columns={[
          { accessor: 'lineNo', title: '#' },
          { accessor: 'biller', title: t('line.biller'), render: (l) => `${l.biller[lang]} · ${l.service[lang]}` },
          { accessor: 'billingNo', title: t('line.billingNo'), render: (l) => <Ltr>{l.billingNo}</Ltr> },
          { accessor: 'paidOmr', title: t('line.paid'), render: (l) => <Money omr={l.paidOmr} /> },
          { accessor: 'feeOmr', title: t('line.fee'), render: (l) => <Money omr={l.feeOmr} /> },
          { accessor: 'status', title: t('line.status'), render: (l) => t(statusKey(l.status)) ?? l.status },
          { accessor: 'billerTrxId', title: t('line.billerTrx'), render: (l) => <Ltr>{l.billerTrxId ?? '—'}</Ltr> },
          { accessor: 'postedAt', title: t('line.posted'), render: (l) => omanDateTime(l.postedAt, lang) },
        ]}
      />
    </Card>
  );
}
