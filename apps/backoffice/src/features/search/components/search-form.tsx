import { useState, type FormEvent } from 'react';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { STATE_GROUPS } from '@portal/contract/back-office';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { BillerSelect } from '../../../shared/ui/biller-select.tsx';
import type { FilterKey, Filters } from '../search-params.ts';

/** One box and the filters (issue 31 §3); submitted into the address by the page. */
export function SearchForm({ initial, onSearch }: { initial: Filters; onSearch(filters: Filters): void }) {
  const { t } = useI18n();
  const [filters, setFilters] = useState<Filters>(initial);
  const set = (key: FilterKey) => (value: string | null) => setFilters((f) => ({ ...f, [key]: value ?? '' }));
  const text = (key: FilterKey) => ({
    value: filters[key] ?? '',
    onChange: (e: { currentTarget: { value: string } }) => set(key)(e.currentTarget.value),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(filters);
  };
  return (
    <form onSubmit={submit} role="search">
      <TextInput label={t('search.box')} {...text('q')} mb="sm" />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <Select
          label={t('search.state')}
          placeholder={t('search.any')}
          clearable
          data={STATE_GROUPS.map((g) => ({ value: g, label: t(`group.${g}`) }))}
          value={filters.stateGroup ?? null}
          onChange={set('stateGroup')}
        />
        <Select
          label={t('search.method')}
          placeholder={t('search.any')}
          clearable
          data={(['Wallet', 'CreditCard'] as const).map((m) => ({ value: m, label: t(`method.${m}`) }))}
          value={filters.method ?? null}
          onChange={set('method')}
        />
        <Select
          label={t('search.kind')}
          placeholder={t('search.any')}
          clearable
          data={(['one_time', 'bulk', 'gift'] as const).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          value={filters.kind ?? null}
          onChange={set('kind')}
        />
        <BillerSelect value={filters.billerId ?? null} onChange={set('billerId')} />
        <TextInput label={t('search.amountFrom')} inputMode="decimal" dir="ltr" {...text('amountFrom')} />
        <TextInput label={t('search.amountTo')} inputMode="decimal" dir="ltr" {...text('amountTo')} />
        <TextInput label={t('search.dateFrom')} type="date" {...text('dateFrom')} />
        <TextInput label={t('search.dateTo')} type="date" {...text('dateTo')} />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit">{t('search.submit')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setFilters({});
            onSearch({});
          }}
        >
          {t('search.clear')}
        </Button>
      </Group>
    </form>
  );
}
