import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { omanDate, omanClock, type TransactionRow } from '@portal/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { Amount, Ltr, receiptPagePath } from '@/payments';
import { ResendReceiptButton } from './resend-receipt-button';
import { StatusBadge } from './status-badge';
import { ComplainLink } from '@/shared/ui/complain-link';

/**
 * The fields of spec 01 §2 Transaction history. Every shown value carries `data-col` with its field's
 * name, in the table and in a phone's blocks alike, so a reader (and the browser tests) finds a field
 * without counting columns.
 */
export const HISTORY_FIELDS = [
  'reference',
  'date',
  'biller',
  'billNo',
  'billingNo',
  'status',
  'method',
  'service',
  'amount',
  'fees',
  'total',
] as const;

/** Open and Send again: side by side in a phone's block, one over the other in the table's narrow last column. */
function ReceiptActions({ row, stacked = false }: { row: TransactionRow; stacked?: boolean }) {
  const { t } = useTranslation();
  const Box = stacked ? Stack : Group;
  return (
    <Box gap={stacked ? 4 : 'xs'} wrap="nowrap" align={stacked ? 'flex-start' : undefined}>
      {row.paymentSessionId ? (
        <Anchor
          component={Link}
          size="sm"
          to={receiptPagePath(row.paymentSessionId)}
          aria-label={t('history.resendReceipt.openLabel', { reference: row.participantTrxID })}
        >
          {t('history.resendReceipt.open')}
        </Anchor>
      ) : null}
      <ResendReceiptButton reference={row.participantTrxID} />
      <ComplainLink reference={row.participantTrxID} billingNo={row.billingNo} />
    </Box>
  );
}

/** Money staff gave back on the bill after it was paid (issue 31 §5), under its total. */
function Refunded({ row }: { row: TransactionRow }) {
  const { t } = useTranslation();
  if (!row.refundedAmount) return null;
  return (
    <Text size="xs" c="gray.8" data-col="refunded">
      {t('history.refunded')} <Amount omr={row.refundedAmount} />
    </Text>
  );
}

/** Oman's date over its time: one payment, one date, on every screen. */
function When({ at }: { at: string }) {
  return (
    <span>
      <Ltr>
        <span data-col="date">{omanDate(at)}</span>
      </Ltr>{' '}
      <Text span size="xs" c="gray.7">
        <Ltr>{omanClock(at)}</Ltr>
      </Text>
    </span>
  );
}

/**
 * The history's rows. A desktop gets a table whose money columns fit a 1366 px screen beside the
 * menu (biller over service, account over bill number, status over method); a phone gets one block per
 * payment with the amount and status first (issue 11).
 */
export function HistoryTable({ rows }: { rows: TransactionRow[] }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const captionId = useId();
  const phone = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false });
  const col = (field: (typeof HISTORY_FIELDS)[number]) => t(`history.col.${field}`);

  if (phone) {
    return (
      <Stack gap="sm">
        <Text c="gray.7" size="sm" id={captionId}>
          {t('history.caption')}
        </Text>
        {rows.length === 0 ? <Text c="gray.7">{t('history.empty')}</Text> : null}
        <Stack component="ul" aria-labelledby={captionId} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((r, i) => (
            <Paper component="li" key={`${r.participantTrxID}-${r.billingNo}-${i}`} withBorder radius="md" p="sm" data-history-row>
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Text fw={600} style={{ minWidth: 0 }} data-col="biller">
                    {pick({ en: r.billerName, ar: r.billerNameAr })}
                  </Text>
                  <Text fw={700} data-col="total">
                    <Amount omr={r.totalAmount} />
                  </Text>
                </Group>
                <Refunded row={r} />
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm" data-col="service">
                    {pick({ en: r.serviceName, ar: r.serviceNameAr })}
                  </Text>
                  <span data-col="status">
                    <StatusBadge row={r} />
                  </span>
                </Group>
                <Text size="sm" c="gray.8">
                  <When at={r.processDate} /> · <span data-col="method">{t(`history.methods.${r.paymentMethod}`)}</span>
                </Text>
                <Text size="sm" c="gray.8">
                  {col('billingNo')}:{' '}
                  <Ltr>
                    <span data-col="billingNo">{r.billingNo}</span>
                  </Ltr>
                  {r.billNo ? (
                    <>
                      {' · '}
                      {col('billNo')}:{' '}
                      <Ltr>
                        <span data-col="billNo">{r.billNo}</span>
                      </Ltr>
                    </>
                  ) : null}
                </Text>
                <Text size="sm" c="gray.8">
                  {col('amount')}:{' '}
                  <span data-col="amount">
                    <Amount omr={r.paidAmount} />
                  </span>{' '}
                  · {col('fees')}:{' '}
                  <span data-col="fees">
                    <Amount omr={r.feeAmount} />
                  </span>
                </Text>
                <Text size="sm" c="gray.7">
                  {col('reference')}:{' '}
                  <Ltr>
                    <span data-col="reference">{r.participantTrxID}</span>
                  </Ltr>
                </Text>
                <ReceiptActions row={r} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    // Narrower than the columns need (a tablet), the table scrolls in its own box; focusable, so a keyboard can scroll it too (WCAG 2.1.1).
    <Table.ScrollContainer
      minWidth={960}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('history.caption') } }}
    >
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="xs" captionSide="top" fz="sm">
        <Table.Caption c="gray.7" ta="start">
          {t('history.caption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{col('date')}</Table.Th>
            <Table.Th>{col('reference')}</Table.Th>
            <Table.Th>{col('biller')}</Table.Th>
            <Table.Th>{col('billingNo')}</Table.Th>
            <Table.Th>{col('status')}</Table.Th>
            <Table.Th>{col('amount')}</Table.Th>
            <Table.Th>{col('fees')}</Table.Th>
            <Table.Th>{col('total')}</Table.Th>
            <Table.Th>{t('history.resendReceipt.receipt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={9}>
                <Text c="gray.7">{t('history.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {rows.map((r, i) => (
            <Table.Tr key={`${r.participantTrxID}-${r.billingNo}-${i}`} data-history-row>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Ltr>
                  <span data-col="date">{omanDate(r.processDate)}</span>
                </Ltr>
                <Text size="xs" c="gray.7">
                  <Ltr>{omanClock(r.processDate)}</Ltr>
                </Text>
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all', minWidth: 110 }}>
                <Ltr>
                  <span data-col="reference">{r.participantTrxID}</span>
                </Ltr>
              </Table.Td>
              <Table.Td style={{ minWidth: 140 }}>
                <span data-col="biller">{pick({ en: r.billerName, ar: r.billerNameAr })}</span>
                <Text size="xs" c="gray.7" data-col="service">
                  {pick({ en: r.serviceName, ar: r.serviceNameAr })}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Ltr>
                  <span data-col="billingNo">{r.billingNo}</span>
                </Ltr>
                <Text size="xs" c="gray.7">
                  {r.billNo ? (
                    <Ltr>
                      <span data-col="billNo">{r.billNo}</span>
                    </Ltr>
                  ) : null}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <span data-col="status">
                  <StatusBadge row={r} />
                </span>
                <Text size="xs" c="gray.7" data-col="method">
                  {t(`history.methods.${r.paymentMethod}`)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} data-col="amount">
                <Amount omr={r.paidAmount} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} data-col="fees">
                <Amount omr={r.feeAmount} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text span fw={700} size="sm" data-col="total">
                  <Amount omr={r.totalAmount} />
                </Text>
                <Refunded row={r} />
              </Table.Td>
              <Table.Td>
                <ReceiptActions row={r} stacked />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
