import { Card, Table, Text, Title } from '@mantine/core';
import type { RegisteredBill } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { useLastMeterReadings } from '../api/get-last-meter-reading';
import { isMetered } from './dashboard-model';

/** Rows of the account table (spec 01 §9): ten, no paging. */
export const OVERVIEW_ROWS = 10;

/**
 * Account number, type, location (a dash, as the spec shows it) and the date of the account's last
 * meter reading, for the first ten dashboard accounts.
 */
export function AccountOverview({ bills }: { bills: RegisteredBill[] }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const rows = bills.slice(0, OVERVIEW_ROWS);
  const metered = rows.filter(isMetered).map((b) => b.billingNo);
  const readings = useLastMeterReadings(metered);
  const dateOf = new Map(metered.map((no, i) => [no, readings[i]?.data?.meterReadingDate]));
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" c="gray.8" mb="sm">
        {t('dashboard.overview.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="gray.7">{t('dashboard.total.noBills')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Caption c="gray.7">{t('dashboard.overview.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('dashboard.overview.accountNumber')}</Table.Th>
                <Table.Th scope="col">{t('dashboard.overview.type')}</Table.Th>
                <Table.Th scope="col">{t('dashboard.overview.location')}</Table.Th>
                <Table.Th scope="col">{t('dashboard.overview.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>{b.billingNo}</Table.Td>
                  <Table.Td>{pick({ en: b.service.ename, ar: b.service.aname })}</Table.Td>
                  <Table.Td>-</Table.Td>
                  <Table.Td>{dateOf.get(b.billingNo) ?? '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
