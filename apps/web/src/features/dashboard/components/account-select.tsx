import { Select } from '@mantine/core';
import type { RegisteredBill } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { ALL } from './dashboard-model';

/** All, then each dashboard bill by its billing number and nickname. */
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
    <Select
      label={t('dashboard.account.label')}
      data={data}
      value={value}
      onChange={(v) => onChange(v ?? ALL)}
      allowDeselect={false}
      w={{ base: '100%', sm: 320 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
