import { DataList, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { omanDateTime, omrToBaisa, type Receipt } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { Amount, Ltr } from './amount';

export type ReceiptLine = Receipt['paymentInfo'][number];

/** A label and its value, one row of a receipt's list. */
export function ReceiptRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel c="gray.7">{label}</DataList.ItemLabel>
      <DataList.ItemValue fw={500}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The money a refused line gave back: its paid amount and its fees (decision 007). */
export const returnedOf = (line: ReceiptLine) =>
  line.paymentStatus === 'Refunded' ? omrToBaisa(line.paidAmount) + omrToBaisa(line.feeAmount) : 0;

/** A line's status: Completed in green; anything else in red with the biller's reason and the money that went back. */
export function LineStatus({ line, method }: { line: ReceiptLine; method: Receipt['paymentMethod'] }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  if (line.paymentStatus === 'Completed') {
    // A staff refund after the bill was paid (issue 31 §5): the bill stays paid, and the money given back shows under it.
    const refunded = line.refundedAmount ? omrToBaisa(line.refundedAmount) : 0;
    return (
      <Stack gap={2}>
        <Text span c="green.9" fw={600} size="sm">
          {t('payment.receipt.status.Completed')}
        </Text>
        {refunded > 0 ? (
          <Text span size="sm" data-testid="line-refunded">
            {t(`payment.receipt.returnedTo.${method}`)} <Amount baisa={refunded} />
          </Text>
        ) : null}
      </Stack>
    );
  }
  const reason = pick({ en: line.failureEDesc, ar: line.failureADesc });
  const returned = returnedOf(line);
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

/** One paid bill as rows of the receipt's list: what a payment of one bill shows. */
export function LineRows({ line, method }: { line: ReceiptLine; method: Receipt['paymentMethod'] }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  return (
    <>
      <ReceiptRow label={t('payment.receipt.biller')}>{pick({ en: line.billerName, ar: line.billerNameAr })}</ReceiptRow>
      <ReceiptRow label={t('payment.receipt.service')}>{pick({ en: line.serviceName, ar: line.serviceNameAr })}</ReceiptRow>
      {line.billingNo ? (
        <ReceiptRow label={t('payment.receipt.billingNo')}>
          <Ltr>{line.billingNo}</Ltr>
        </ReceiptRow>
      ) : null}
      <ReceiptRow label={t('payment.receipt.paidAmount')}>
        <Amount omr={line.paidAmount} />
      </ReceiptRow>
      <ReceiptRow label={t('payment.receipt.fees')}>
        <Amount omr={line.feeAmount} />
      </ReceiptRow>
      {line.systemTrxID ? (
        <ReceiptRow label={t('payment.receipt.systemTrxId')}>
          <Ltr>{line.systemTrxID}</Ltr>
        </ReceiptRow>
      ) : null}
      {line.voucherCode ? (
        <ReceiptRow label={t('payment.receipt.voucherCode')}>
          <Ltr>{line.voucherCode}</Ltr>
        </ReceiptRow>
      ) : null}
      <ReceiptRow label={t('payment.receipt.lineStatus')}>
        <LineStatus line={line} method={method} />
      </ReceiptRow>
    </>
  );
}

/**
 * Several bills paid together: a table on a desktop, one block per bill on a phone (nothing to scroll
 * sideways for). The same fields either way.
 */
export function LinesTable({ lines, method }: { lines: ReceiptLine[]; method: Receipt['paymentMethod'] }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const phone = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false });
  if (phone) {
    return (
      <Stack gap="xs">
        <Text c="gray.8" fw={600}>
          {t('payment.receipt.itemsCaption')}
        </Text>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('payment.receipt.itemsCaption')}>
          {lines.map((line, i) => (
            <Paper component="li" key={`${line.billingNo}-${i}`} withBorder radius="md" p="sm">
              <DataList labelWidth="45%">
                <LineRows line={line} method={method} />
                <ReceiptRow label={t('payment.receipt.processDate')}>
                  <Ltr>{omanDateTime(line.processDate)}</Ltr>
                </ReceiptRow>
              </DataList>
            </Paper>
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="region" aria-label={t('payment.receipt.itemsCaption')}>
      <Table withTableBorder striped verticalSpacing="sm" captionSide="top">
        <Table.Caption c="gray.8" fw={600} ta="start">
          {t('payment.receipt.itemsCaption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payment.receipt.biller')}</Table.Th>
            <Table.Th>{t('payment.receipt.billingNo')}</Table.Th>
            <Table.Th>{t('payment.receipt.paidAmount')}</Table.Th>
            <Table.Th>{t('payment.receipt.fees')}</Table.Th>
            <Table.Th>{t('payment.receipt.processDate')}</Table.Th>
            <Table.Th>{t('payment.receipt.lineStatus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, i) => (
            <Table.Tr key={`${line.billingNo}-${i}`}>
              <Table.Td>
                {pick({ en: line.billerName, ar: line.billerNameAr })}
                <Text size="xs" c="gray.7">
                  {pick({ en: line.serviceName, ar: line.serviceNameAr })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Ltr>{line.billingNo}</Ltr>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Amount omr={line.paidAmount} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Amount omr={line.feeAmount} />
              </Table.Td>
              <Table.Td>
                <Ltr>{omanDateTime(line.processDate)}</Ltr>
              </Table.Td>
              <Table.Td>
                <LineStatus line={line} method={method} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
