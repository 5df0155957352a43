import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { RegisteredBill } from '@portal/contract';
import { Ltr } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';

// The saved-bills list and the pay screen's results show the same bills: they open with the same choice
// and the same names, so a customer finds a bill the same way on both.

const LEADING_COLUMNS = ['select', 'nickname', 'biller'] as const;

/** The caption and the first columns of a table of bills (the choice, the nickname, the biller); `children` are the rest. */
export function BillTableHead({ caption, children }: { caption: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Caption c="gray.7" ta="start">
        {caption}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {LEADING_COLUMNS.map((key) => (
            <Table.Th key={key}>{t(`registeredBills.list.${key}`)}</Table.Th>
          ))}
          {children}
        </Table.Tr>
      </Table.Thead>
    </>
  );
}

interface BillBlockProps {
  bill: RegisteredBill;
  /** The reference to show: the biller's answer may spell it differently from what was saved. */
  billingNo: string;
  check: React.ReactNode;
  gap: number;
  /** What the screen tells of the bill below its names. */
  children: React.ReactNode;
}

/** One bill on a phone, as a list item: its checkbox, nickname, biller · service and reference, then `children`. */
export function BillBlock({ bill, billingNo, check, gap, children }: BillBlockProps) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {check}
        <Stack gap={gap} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{bill.name}</Text>
          <Text size="sm">
            {pick({ en: bill.biller.ename, ar: bill.biller.aname })} · {pick({ en: bill.service.ename, ar: bill.service.aname })}
          </Text>
          <Text size="sm" c="gray.7">
            {t('registeredBills.list.reference')}: <Ltr>{billingNo}</Ltr>
          </Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}
