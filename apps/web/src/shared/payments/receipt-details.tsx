import { DataList, Stack, Text, Title } from '@mantine/core';
import type { Receipt } from '@portal/contract';
import { Fragment, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/i18n/use-language';
import { Amount, Ltr } from './amount';
import { receiptDate } from './receipt-date';
import { VoucherCodes } from './voucher-codes';

type Line = Receipt['paymentInfo'][number];

interface ReceiptDetailsProps {
  receipt: Receipt;
  /** When the payment finished, by this browser's clock (spec); the server's date otherwise. */
  transactionDate?: Date;
  showTitle?: boolean;
  ref?: Ref<HTMLDivElement>;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel c="gray.7">{label}</DataList.ItemLabel>
      <DataList.ItemValue fw={500}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function LineRows({ line }: { line: Line }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const ok = line.paymentStatus === 'Completed';
  return (
    <>
      <Row label={t('payment.receipt.biller')}>{pick({ en: line.billerName, ar: line.billerNameAr })}</Row>
      <Row label={t('payment.receipt.service')}>{pick({ en: line.serviceName, ar: line.serviceNameAr })}</Row>
      {line.billingNo ? <Row label={t('payment.receipt.billingNo')}><Ltr>{line.billingNo}</Ltr></Row> : null}
      <Row label={t('payment.receipt.paidAmount')}><Amount omr={line.paidAmount} /></Row>
      {line.feeAmount > 0 ? <Row label={t('payment.receipt.fees')}><Amount omr={line.feeAmount} /></Row> : null}
      {line.systemTrxID ? <Row label={t('payment.receipt.systemTrxId')}><Ltr>{line.systemTrxID}</Ltr></Row> : null}
      {line.voucherCode ? <Row label={t('payment.receipt.voucherCode')}><Ltr>{line.voucherCode}</Ltr></Row> : null}
      <Row label={t('payment.receipt.lineStatus')}>
        <Text span c={ok ? 'green.9' : 'red.8'} fw={600}>
          {t(`payment.receipt.status.${line.paymentStatus}`)}
        </Text>
      </Row>
    </>
  );
}

/**
 * A payment's receipt (spec 02 §2 step 8, result page): reference number, date, each paid bill and the
 * total. Read from the server's record, the same one history and the PDF invoice read. Where the page
 * already has a heading, `showTitle={false}` keeps the title for print only.
 */
export function ReceiptDetails({ receipt, transactionDate, showTitle = true, ref }: ReceiptDetailsProps) {
  const { t } = useTranslation();
  const date = transactionDate ?? new Date(receipt.transactionDate);
  const several = receipt.paymentInfo.length > 1;
  return (
    <Stack gap="md" ref={ref}>
      <Title order={2} size="h3" style={showTitle ? undefined : { display: 'none' }} data-print-only={showTitle ? undefined : true}>
        {t('payment.receipt.title')}
      </Title>
      <VoucherCodes receipt={receipt} />
      <DataList labelWidth="45%" withDivider>
        <Row label={t('payment.receipt.reference')}><Ltr>{receipt.refrenceNumberInfo.refrenceNumber}</Ltr></Row>
        {receipt.orderId ? <Row label={t('payment.receipt.orderId')}><Ltr>{receipt.orderId}</Ltr></Row> : null}
        <Row label={t('payment.receipt.date')}><Ltr>{receiptDate(date)}</Ltr></Row>
        <Row label={t('payment.receipt.method')}>{t(`payment.receipt.methods.${receipt.paymentMethod}`)}</Row>
        {receipt.paymentInfo.map((line, i) => (
          <Fragment key={`${line.billingNo}-${i}`}>
            {several ? (
              <DataList.Item>
                <DataList.ItemLabel fw={700} c="gray.9">{t('payment.receipt.lineHeading', { n: i + 1 })}</DataList.ItemLabel>
              </DataList.Item>
            ) : null}
            <LineRows line={line} />
          </Fragment>
        ))}
        {receipt.pointsUsed > 0 ? <Row label={t('payment.receipt.pointsUsed')}><Amount omr={receipt.pointsUsed} /></Row> : null}
        <Row label={t('payment.receipt.total')}>
          <Text span fw={700} size="lg">
            <Amount omr={receipt.totalAmount} />
          </Text>
        </Row>
      </DataList>
    </Stack>
  );
}
