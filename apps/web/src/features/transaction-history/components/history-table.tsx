import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { TransactionRow } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/i18n/use-language';
import { Amount, Ltr } from '@/shared/payments/amount';
import { omanShownDate } from './oman-calendar';
import { ResendReceiptButton } from './resend-receipt-button';
import { StatusBadge } from './status-badge';

const COLUMNS = ['reference', 'date', 'biller', 'billNo', 'billingNo', 'status', 'method', 'service', 'amount', 'fees', 'total'] as const;

/** The columns of spec 01 §2 Transaction history. */
export function HistoryTable({ rows }: { rows: TransactionRow[] }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  return (
    // The wide table scrolls in its own box; focusable, so a keyboard can scroll it too (WCAG 2.1.1).
    <Table.ScrollContainer minWidth={1250} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('history.caption') } }}>
      <Table striped highlightOnHover verticalSpacing="xs" captionSide="top">
        <Table.Caption c="gray.7" ta="start">
          {t('history.caption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c}>{t(`history.col.${c}`)}</Table.Th>
            ))}
            <Table.Th>{t('history.resendReceipt.receipt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length + 1}>
                <Text c="gray.7">{t('history.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {rows.map((r, i) => (
            <Table.Tr key={`${r.participantTrxID}-${r.billingNo}-${i}`} style={{ whiteSpace: 'nowrap' }}>
              <Table.Td>
                <Ltr>{r.participantTrxID}</Ltr>
              </Table.Td>
              <Table.Td>
                <Ltr>{omanShownDate(r.processDate)}</Ltr>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'normal' }}>{pick({ en: r.billerName, ar: r.billerNameAr })}</Table.Td>
              <Table.Td>
                <Ltr>{r.billNo || '-'}</Ltr>
              </Table.Td>
              <Table.Td>
                <Ltr>{r.billingNo}</Ltr>
              </Table.Td>
              <Table.Td>
                <StatusBadge row={r} />
              </Table.Td>
              <Table.Td>{t(`history.methods.${r.paymentMethod}`)}</Table.Td>
              <Table.Td>{pick({ en: r.serviceName, ar: r.serviceNameAr })}</Table.Td>
              <Table.Td>
                <Amount omr={r.paidAmount} />
              </Table.Td>
              <Table.Td>
                <Amount omr={r.feeAmount} />
              </Table.Td>
              <Table.Td>
                <Amount omr={r.totalAmount} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {r.paymentSessionId ? (
                    <Anchor component={Link} size="sm" to={`${paths.confirmPayment}?payment-session-id=${encodeURIComponent(r.paymentSessionId)}&channel=I`} aria-label={t('history.resendReceipt.openLabel', { reference: r.participantTrxID })}>
                      {t('history.resendReceipt.open')}
                    </Anchor>
                  ) : null}
                  <ResendReceiptButton reference={r.participantTrxID} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
