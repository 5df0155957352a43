import { NativeSelect } from '@mantine/core';
import type { RegisteredBill } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { ALL } from './dashboard-model';

/**
 * All, then each dashboard bill by its billing number and nickname. The browser's own list: a phone
 * opens its native picker, and it costs a fraction of a drawn combobox on the Dashboard's first screen
 * (issue 13).
 */
export function AccountSelect({ bills, value, onChange }: { bills: RegisteredBill[]; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const data = [
    { value: ALL, label: t('dashboard.account.all') },
    ...[...new Map(bills.map((b) => [b.billingNo, b])).values()].map((b) => ({
      value: b.billingNo,
      label: t('dashboard.account.option', { billingNo: b.billingNo, name: b.name }),
    })),
  ];
  return (
    <NativeSelect
      label={t('dashboard.account.label')}
      data={data}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value || ALL)}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
