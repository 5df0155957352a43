import { Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import type { RegisteredBill } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { Ltr } from '@/payments';
import { RowAction } from '@/shared/ui/row-action';
import type { BillDue } from '../api/bill-dues';
import { DueAmount, DueDate, DueLine } from './bill-due';
import { BillBlock, BillTableHead } from './bill-list-layout';

interface BillsTableProps {
  bills: RegisteredBill[];
  /** What each postpaid bill owes, by registered id; absent on the prepaid tab. */
  dues: Map<number, BillDue> | null;
  selected: Set<number>;
  onToggle: (bill: RegisteredBill, checked: boolean) => void;
  onView: (bill: RegisteredBill) => void;
  onRename: (bill: RegisteredBill) => void;
  onDelete: (bill: RegisteredBill) => void;
  onHistory: (bill: RegisteredBill) => void;
}

/** The saved bills of one tab (a table, or blocks on a phone); each checkbox is named after the bill's nickname. */
export function BillsTable({ bills, dues, selected, onToggle, onView, onRename, onDelete, onHistory }: BillsTableProps) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const captionId = useId();
  // Read at once: the first frame on a phone is already the list of blocks.
  const phone = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false });
  const actions = (b: RegisteredBill) => (
    <Group gap={4} wrap="nowrap">
      <RowAction label={t('registeredBills.list.view', { name: b.name })} icon="view" onClick={() => onView(b)} />
      <RowAction label={t('registeredBills.list.rename', { name: b.name })} icon="edit" onClick={() => onRename(b)} />
      <RowAction label={t('registeredBills.list.history', { name: b.name })} icon="history" onClick={() => onHistory(b)} />
      <RowAction label={t('registeredBills.list.delete', { name: b.name })} icon="delete" color="red.8" onClick={() => onDelete(b)} />
    </Group>
  );
  const check = (b: RegisteredBill) => (
    <Checkbox aria-label={b.name} checked={selected.has(b.id)} onChange={(e) => onToggle(b, e.currentTarget.checked)} />
  );

  if (phone) {
    // On a phone one block per bill, so the choice and the actions never hide behind a sideways scroll.
    return (
      <Stack gap="sm">
        <Text c="gray.7" size="sm" id={captionId}>
          {t('registeredBills.list.caption')}
        </Text>
        {bills.length === 0 ? <Text c="gray.7">{t('registeredBills.list.empty')}</Text> : null}
        <Stack component="ul" aria-labelledby={captionId} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {bills.map((b) => (
            <BillBlock key={b.id} bill={b} billingNo={b.billingNo} check={check(b)} gap={2}>
              {dues ? <DueLine due={dues.get(b.id)} /> : null}
              {actions(b)}
            </BillBlock>
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    // Scrolls sideways on a phone; focusable, so a keyboard can scroll it too (WCAG 2.1.1).
    <Table.ScrollContainer
      minWidth={dues ? 860 : 720}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('registeredBills.list.caption') } }}
    >
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <BillTableHead caption={t('registeredBills.list.caption')}>
          <Table.Th>{t('registeredBills.list.service')}</Table.Th>
          <Table.Th>{t('registeredBills.list.reference')}</Table.Th>
          {dues ? <Table.Th>{t('registeredBills.list.amountDue')}</Table.Th> : null}
          {dues ? <Table.Th>{t('registeredBills.list.dueDate')}</Table.Th> : null}
          <Table.Th>{t('registeredBills.list.actions')}</Table.Th>
        </BillTableHead>
        <Table.Tbody>
          {bills.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={dues ? 8 : 6}>
                <Text c="gray.7">{t('registeredBills.list.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {bills.map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td>{check(b)}</Table.Td>
              <Table.Td>{b.name}</Table.Td>
              <Table.Td>{pick({ en: b.biller.ename, ar: b.biller.aname })}</Table.Td>
              <Table.Td>{pick({ en: b.service.ename, ar: b.service.aname })}</Table.Td>
              <Table.Td>
                <Ltr>{b.billingNo}</Ltr>
              </Table.Td>
              {dues ? (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <DueAmount due={dues.get(b.id)} />
                </Table.Td>
              ) : null}
              {dues ? (
                <Table.Td>
                  <DueDate due={dues.get(b.id)} />
                </Table.Td>
              ) : null}
              <Table.Td>{actions(b)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
