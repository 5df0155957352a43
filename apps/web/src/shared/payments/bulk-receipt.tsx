import { DataList, Stack, Table, Text, Title } from '@mantine/core';
import { omrToBaisa, type Receipt } from '@portal/contract';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { useLanguage } from '@/shared/i18n/use-language';
import { Amount, Ltr } from './amount';

type Line = Receipt['paymentInfo'][number];

interface BulkReceiptProps {
  receipt: Receipt;
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

/** A line the biller refused: its status in red, why, and the money that went back (decision 007). */
function LineStatus({ line, method }: { line: Line; method: Receipt['paymentMethod'] }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  if (line.paymentStatus === 'Completed') {
    return (
      <Text span c="green.9" fw={600} size="sm">
        {t('payment.receipt.status.Completed')}
      </Text>
    );
  }
  const reason = pick({ en: line.failureEDesc, ar: line.failureADesc });
  const returned = line.paymentStatus === 'Refunded' ? omrToBaisa(line.paidAmount) + omrToBaisa(line.feeAmount) : 0;
  return (
    <Stack gap={2}>
      <Text span c="red.8" fw={600} size="sm">
        {t(`payment.receipt.status.${line.paymentStatus}`)}
      </Text>
      {reason ? (
        <Text span c="red.8" size="sm">
          {reason}
        </Text>
      ) : null}
      {returned > 0 ? (
        <Text span c="red.8" size="sm">
          {t(`payment.receipt.returnedTo.${method}`)} <Amount baisa={returned} />
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The receipt of registered bills paid together (spec 02 §2 "Registered-bills payment screen"): the
 * reference number, a table of the paid items (Completed in green, anything else in red with its
 * reason and the money returned) and the total actually paid.
 */
export function BulkReceipt({ receipt, showTitle = true, ref }: BulkReceiptProps) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const returned = receipt.paymentInfo.filter((l) => l.paymentStatus === 'Refunded').reduce((sum, l) => sum + omrToBaisa(l.paidAmount) + omrToBaisa(l.feeAmount), 0);
  return (
    <Stack gap="md" ref={ref}>
      <Title order={2} size="h3" style={showTitle ? undefined : { display: 'none' }} data-print-only={showTitle ? undefined : true}>
        {t('payment.receipt.title')}
      </Title>
      <DataList labelWidth="45%" withDivider>
        <Row label={t('payment.receipt.reference')}>
          <Ltr>{receipt.refrenceNumberInfo.refrenceNumber}</Ltr>
        </Row>
        <Row label={t('payment.receipt.method')}>{t(`payment.receipt.methods.${receipt.paymentMethod}`)}</Row>
      </DataList>
      {/* Narrow screens scroll the table sideways; the region takes focus so a keyboard can scroll it. */}
      <Table.ScrollContainer minWidth={600} type="native" tabIndex={0} role="region" aria-label={t('payment.receipt.itemsCaption')}>
        <Table withTableBorder striped verticalSpacing="sm" captionSide="top">
          <Table.Caption c="gray.8" fw={600} ta="start">{t('payment.receipt.itemsCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payment.receipt.biller')}</Table.Th>
              <Table.Th>{t('payment.receipt.service')}</Table.Th>
              <Table.Th>{t('payment.receipt.billingNo')}</Table.Th>
              <Table.Th>{t('payment.receipt.paidAmount')}</Table.Th>
              <Table.Th>{t('payment.receipt.processDate')}</Table.Th>
              <Table.Th>{t('payment.receipt.lineStatus')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipt.paymentInfo.map((line, i) => (
              <Table.Tr key={`${line.billingNo}-${i}`}>
                <Table.Td>{pick({ en: line.billerName, ar: line.billerNameAr })}</Table.Td>
                <Table.Td>{pick({ en: line.serviceName, ar: line.serviceNameAr })}</Table.Td>
                <Table.Td>
                  <Ltr>{line.billingNo}</Ltr>
                </Table.Td>
                <Table.Td>
                  <Amount omr={line.paidAmount} />
                </Table.Td>
                <Table.Td>
                  <Ltr>{formatDate(line.processDate)}</Ltr>
                </Table.Td>
                <Table.Td>
                  <LineStatus line={line} method={receipt.paymentMethod} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DataList labelWidth="45%" withDivider>
        {receipt.pointsUsed > 0 ? (
          <Row label={t('payment.receipt.pointsUsed')}>
            <Amount omr={receipt.pointsUsed} />
          </Row>
        ) : null}
        <Row label={t('payment.receipt.total')}>
          <Text span fw={700} size="lg">
            <Amount omr={receipt.totalAmount} />
          </Text>
        </Row>
        {returned > 0 ? (
          <Row label={t(`payment.receipt.returnedTotal.${receipt.paymentMethod}`)}>
            <Amount baisa={returned} />
          </Row>
        ) : null}
      </DataList>
    </Stack>
  );
}
