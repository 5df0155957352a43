import { Alert, Group, Pagination, Table, Text } from '@mantine/core';
import { AppModal } from '@/shared/ui/app-modal';
import { omrToBaisa } from '@portal/contract';
import { useState } from 'react';
import { omanDate } from '@portal/contract';
import { Amount, Ltr } from '@/payments/amount';
import { useTranslation } from '@/shared/i18n';
import { usePaymentHistory } from './payment-history';
import { Loading } from '@/shared/ui/loading';

const PAGE_SIZE = 10;

/** Transaction history of one reference number over the last year, 10 rows a page (spec 02 §2). */
export function HistoryModal({ billingNo, opened, onClose }: { billingNo: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const history = usePaymentHistory(billingNo, opened);
  const [page, setPage] = useState(1);
  const rows = history.data ?? [];
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <AppModal opened={opened} onClose={onClose} title={t('payment.oneTime.history.title')} size="xl">
      {history.isPending ? <Loading /> : null}
      {history.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('common.loadFailed')}
        </Alert>
      ) : null}
      {history.isSuccess && rows.length === 0 ? <Text role="status">{t('payment.oneTime.history.empty')}</Text> : null}
      {shown.length ? (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder>
              <Table.Caption c="gray.7">{t('payment.oneTime.history.caption', { billingNo })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payment.oneTime.history.trx')}</Table.Th>
                  <Table.Th>{t('payment.receipt.billingNo')}</Table.Th>
                  <Table.Th>{t('payment.oneTime.history.due')}</Table.Th>
                  <Table.Th>{t('payment.oneTime.history.paid')}</Table.Th>
                  <Table.Th>{t('payment.oneTime.history.date')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((r, i) => (
                  <Table.Tr key={`${r.participantTrxID}-${i}`}>
                    <Table.Td>
                      <Ltr>{r.participantTrxID}</Ltr>
                    </Table.Td>
                    <Table.Td>
                      <Ltr>{r.billingNo}</Ltr>
                    </Table.Td>
                    <Table.Td>
                      <Amount baisa={omrToBaisa(r.dueAmount)} />
                    </Table.Td>
                    <Table.Td>
                      <Amount baisa={omrToBaisa(r.paidAmount)} />
                    </Table.Td>
                    <Table.Td>
                      <Ltr>{omanDate(r.processDate)}</Ltr>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 ? (
            <Group justify="center" mt="md">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`payment.oneTime.history.${control}`) })}
                getItemProps={(n) => ({ 'aria-label': t('payment.oneTime.history.page', { n }) })}
              />
            </Group>
          ) : null}
        </>
      ) : null}
    </AppModal>
  );
}
