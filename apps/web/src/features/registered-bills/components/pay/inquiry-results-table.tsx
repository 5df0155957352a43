import { ActionIcon, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { omrToBaisa } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { Amount, Ltr } from '@/payments';
import { BillBlock, BillTableHead } from '../bill-list-layout';
import { lineCharges, shownDue } from './basket';
import { isAnswered, type InquiredLine } from './pay-types';

/** A label and its amount on one line of a phone's bill block, the amount at the line's end. */
function MoneyRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Group gap={2} wrap="nowrap">
        <Text span size="sm" fw={600}>
          {children}
        </Text>
      </Group>
    </Group>
  );
}

interface InquiryResultsTableProps {
  lines: InquiredLine[];
  /** The review screen: the choice is fixed (spec 02 §2 "Checkboxes are locked on the review screen"). */
  locked: boolean;
  onToggle?: (line: InquiredLine, checked: boolean) => void;
  onEdit?: (line: InquiredLine) => void;
}

/**
 * What the biller answered for each bill: due, paid (editable where part payment is allowed) and
 * charges; a bill the biller refused shows its own reason and cannot be chosen.
 */
export function InquiryResultsTable({ lines, locked, onToggle, onEdit }: InquiryResultsTableProps) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const phone = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false });
  const check = (line: InquiredLine) => (
    <Checkbox
      aria-label={t('registeredBills.pay.choose', { name: line.bill.name })}
      checked={line.selected}
      disabled={locked || !isAnswered(line.item)}
      onChange={(e) => onToggle?.(line, e.currentTarget.checked)}
    />
  );
  const editButton = (line: InquiredLine) =>
    isAnswered(line.item) && line.item.allowPartial && !locked ? (
      <ActionIcon
        variant="subtle"
        color="brand.8"
        aria-label={t('registeredBills.pay.editTitle', { name: line.bill.name })}
        onClick={() => onEdit?.(line)}
      >
        <span aria-hidden>✎</span>
      </ActionIcon>
    ) : null;
  const outcome = (line: InquiredLine) =>
    isAnswered(line.item) ? (
      <Text size="sm" c="gray.8">
        {t(omrToBaisa(line.item.dueAmount) > 0 ? 'registeredBills.pay.ready' : 'registeredBills.pay.nothingDue')}
      </Text>
    ) : (
      <Text size="sm" c="red.8" fw={600}>
        {pick({ en: line.item.errorEDesc, ar: line.item.errorADesc })}
      </Text>
    );

  if (phone) {
    // A phone gets one block per bill with Due, Paid and Charges in a row of their own: nothing to scroll sideways for.
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('registeredBills.pay.resultsCaption')}>
        {lines.map((line) => {
          const { bill, item } = line;
          const answered = isAnswered(item);
          const c = lineCharges(line);
          return (
            <BillBlock key={bill.id} bill={bill} billingNo={item.billingNo || bill.billingNo} check={check(line)} gap={4}>
              {answered ? (
                <Stack gap={2}>
                  <MoneyRow label={t('registeredBills.pay.dueAmount')}>
                    <Amount baisa={shownDue(item)} />
                  </MoneyRow>
                  <MoneyRow label={t('registeredBills.pay.paidAmount')}>
                    {editButton(line)}
                    <Amount baisa={line.paidBaisa} />
                  </MoneyRow>
                  <MoneyRow label={t('registeredBills.pay.charges')}>
                    <Amount baisa={c.fee + c.vat + c.tax} />
                  </MoneyRow>
                </Stack>
              ) : null}
              {outcome(line)}
            </BillBlock>
          );
        })}
      </Stack>
    );
  }
  return (
    // On the review screen every checkbox is disabled, so the region itself takes focus to be scrolled by keyboard.
    <Table.ScrollContainer minWidth={820} type="native" tabIndex={0} role="region" aria-label={t('registeredBills.pay.resultsCaption')}>
      <Table striped verticalSpacing="sm" withTableBorder captionSide="top">
        <BillTableHead caption={t('registeredBills.pay.resultsCaption')}>
          <Table.Th>{t('registeredBills.list.reference')}</Table.Th>
          <Table.Th>{t('registeredBills.pay.dueAmount')}</Table.Th>
          <Table.Th>{t('registeredBills.pay.paidAmount')}</Table.Th>
          <Table.Th>{t('registeredBills.pay.charges')}</Table.Th>
          <Table.Th>{t('registeredBills.pay.result')}</Table.Th>
        </BillTableHead>
        <Table.Tbody>
          {lines.map((line) => {
            const { bill, item } = line;
            const answered = isAnswered(item);
            const c = lineCharges(line);
            return (
              <Table.Tr key={bill.id}>
                <Table.Td>{check(line)}</Table.Td>
                <Table.Td>{bill.name}</Table.Td>
                <Table.Td>
                  {pick({ en: bill.biller.ename, ar: bill.biller.aname })}
                  <Text size="sm" c="gray.7">
                    {pick({ en: bill.service.ename, ar: bill.service.aname })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Ltr>{item.billingNo || bill.billingNo}</Ltr>
                </Table.Td>
                <Table.Td>{answered ? <Amount baisa={shownDue(item)} /> : '—'}</Table.Td>
                <Table.Td>
                  {answered ? (
                    <Group gap={4} wrap="nowrap">
                      <Amount baisa={line.paidBaisa} />
                      {editButton(line)}
                    </Group>
                  ) : (
                    '—'
                  )}
                </Table.Td>
                <Table.Td>{answered ? <Amount baisa={c.fee + c.vat + c.tax} /> : '—'}</Table.Td>
                <Table.Td>{outcome(line)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
