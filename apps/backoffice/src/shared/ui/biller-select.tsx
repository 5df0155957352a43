import { Select } from '@mantine/core';
import { useBillers } from '../api/billers.ts';
import { useI18n } from '../i18n/index.tsx';

/** A searchable biller filter in the staff member's language; the value is the biller's id as text. */
export function BillerSelect({ value, onChange }: { value: string | null; onChange(value: string | null): void }) {
  const { t, pick } = useI18n();
  const billers = useBillers();
  return (
    <Select
      label={t('filter.biller')}
      placeholder={t('search.any')}
      clearable
      searchable
      nothingFoundMessage={t('search.noResults')}
      data={(billers.data?.billers ?? []).map((b) => ({ value: String(b.id), label: pick(b.name) }))}
      value={value}
      onChange={onChange}
    />
  );
}
