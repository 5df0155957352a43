import { DataList } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { Amount, type BulkPaymentFormData, Ltr, type PaymentFormData } from '@/payments';
import { DataRow } from '@/shared/ui/data-row';

/** What is being paid, above the card fields. */
export function PaymentSummary({ summary }: { summary: PaymentFormData['summary'] }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const rows: [string, React.ReactNode][] = [
    [t('payment.receipt.biller'), pick(summary.biller)],
    [t('payment.receipt.service'), pick(summary.service)],
    ...(summary.billingNo ? [[t('payment.receipt.billingNo'), <Ltr key="ref">{summary.billingNo}</Ltr>] as [string, React.ReactNode]] : []),
    [
      t('payment.form.amount'),
      <strong key="amount">
        <Amount baisa={summary.totalBaisa} />
      </strong>,
    ],
  ];
  return (
    <DataList labelWidth="40%" withDivider>
      {rows.map(([label, value]) => (
        <DataRow key={label} label={label}>
          {value}
        </DataRow>
      ))}
    </DataList>
  );
}

/** The registered bills about to be paid together (isbulk), one line each, and the amount. */
export function BulkPaymentSummary({ summary }: { summary: BulkPaymentFormData['summary'] }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  return (
    <DataList labelWidth="40%" withDivider>
      {summary.lines.map((line) => (
        <DataRow key={line.billingNo} label={`${pick(line.biller)} · ${pick(line.service)}`}>
          <Ltr>{line.billingNo}</Ltr>
        </DataRow>
      ))}
      <DataRow label={t('payment.form.amount')}>
        <strong>
          <Amount baisa={summary.totalBaisa} />
        </strong>
      </DataRow>
    </DataList>
  );
}
