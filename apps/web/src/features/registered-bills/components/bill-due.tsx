import { Badge, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { shownDay } from '@portal/contract';
import { Amount, Ltr } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import type { BillDue } from '../api/bill-dues';

/** The amount owed on a postpaid bill as the biller answered it: skeleton while asked, a word when it cannot say. */
export function DueAmount({ due }: { due: BillDue | undefined }) {
  const { t } = useTranslation();
  const text = () => {
    if (!due || due.state === 'loading')
      return (
        <>
          <Skeleton height={18} width={90} aria-hidden />
          <VisuallyHidden>{t('registeredBills.list.dueChecking')}</VisuallyHidden>
        </>
      );
    if (due.state === 'failed')
      return (
        <Text span size="sm" c="gray.7">
          {t('registeredBills.list.dueUnknown')}
        </Text>
      );
    if (due.dueBaisa === 0)
      return (
        <Text span size="sm" c="gray.8">
          {t('registeredBills.list.nothingDue')}
        </Text>
      );
    return (
      <Text span fw={700} c={due.overdue ? 'red.9' : undefined}>
        <Amount baisa={due.dueBaisa} />
      </Text>
    );
  };
  return <span data-due={due?.state ?? 'loading'}>{text()}</span>;
}

/** The due date, and "Overdue" once it has passed with something still owed. */
export function DueDate({ due }: { due: BillDue | undefined }) {
  const { t } = useTranslation();
  if (!due || due.state !== 'known' || !due.dueDate || due.dueBaisa === 0)
    return (
      <Text size="sm" c="gray.7">
        —
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        <Ltr>{shownDay(due.dueDate)}</Ltr>
      </Text>
      {due.overdue ? (
        <Badge color="red.9" variant="filled" size="sm" styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}>
          {t('registeredBills.list.overdue')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** On a phone's bill block: the amount first, then "Due 24-12-2026", so what is owed reads at a glance. */
export function DueLine({ due }: { due: BillDue | undefined }) {
  const { t } = useTranslation();
  const dated = due?.state === 'known' && due.dueDate && due.dueBaisa > 0;
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        <Text size="sm" c="gray.7">
          {t('registeredBills.list.amountDue')}:
        </Text>
        <DueAmount due={due} />
      </Group>
      {dated ? (
        <Group gap={6} wrap="wrap">
          <Text size="sm" c="gray.7">
            {t('registeredBills.list.dueDate')}:
          </Text>
          <DueDate due={due} />
        </Group>
      ) : null}
    </Stack>
  );
}
