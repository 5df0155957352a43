import { NavLink, Paper, Text } from '@mantine/core';
import type { RegisteredBill } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';

/**
 * The accounts on the map as a list: markers close together overlap, and the map may have no
 * background, so every place can also be chosen here.
 */
export function LocatedAccounts({ accounts, onChoose }: { accounts: RegisteredBill[]; onChoose: (accountNo: string) => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={4} component="nav" aria-label={t('locations.listLabel')}>
      {accounts.map((bill) => (
        <NavLink
          key={bill.id}
          component="button"
          type="button"
          label={bill.name}
          description={
            <Text span size="xs" c="gray.7" dir="ltr">
              {bill.billingNo}
            </Text>
          }
          onClick={() => onChoose(bill.billingNo)}
        />
      ))}
    </Paper>
  );
}
