import { Button, Group, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { normalizeDigits, SEARCH_MAX } from '@portal/contract';
import { useState } from 'react';
import { useBillers } from '@/shared/catalog/get-billers';
import { nameIn } from '@/shared/catalog/catalog-names';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { useLookup } from '@/shared/lookups/get-lookup';
import { digitsOnly } from '@/shared/ui/digits-input';
import { useHistoryCategories } from '../api/get-history-categories';
import { defaultFilters, periodRange, REFERENCE_CHARS, type HistoryFilters, type Period } from './history-filters-model';

const PERIODS: Period[] = ['Today', 'ThisWeek', 'ThisMonth'];
/** The two reference numbers a search can narrow to, each typed in Latin or Arabic-Indic digits. */
const REFERENCES = ['billNo', 'billingNo'] as const;

/** The search form: mode, dates or count, quick periods, and the filters (spec 01 §2, §5). */
export function HistoryFiltersForm({ onSearch }: { onSearch: (f: HistoryFilters) => void }) {
  const { t } = useTranslation();
  const { lang, pick } = useLanguage();
  const [f, setF] = useState<HistoryFilters>(defaultFilters);
  const categories = useHistoryCategories();
  const billers = useBillers();
  const lookups = useLookup('PaymentHistoryStatus,PaymentMethod');
  const set = (patch: Partial<HistoryFilters>) => setF((prev) => ({ ...prev, ...patch }));
  const billerOptions = (billers.data ?? []).filter((b) => !f.categoryId || String(b.categoryId) === f.categoryId);
  const options = (items: { value: string; label: string }[]) => [{ value: '', label: t('history.all') }, ...items];
  const refError = (v: string) => (REFERENCE_CHARS.test(v) ? null : t('history.invalidChars'));
  const valid = !refError(f.billNo) && !refError(f.billingNo);

  const submit = (next: HistoryFilters) => {
    setF(next);
    if (!REFERENCE_CHARS.test(next.billNo) || !REFERENCE_CHARS.test(next.billingNo)) return;
    onSearch(next);
  };
  const quick = (period: Period) => submit({ ...f, mode: 'Custom', period, ...periodRange(period) });

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      noValidate
      onSubmit={(e: React.FormEvent) => (e.preventDefault(), submit({ ...f, period: '' }))}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <SegmentedControl
            aria-label={t('history.mode')}
            value={f.mode}
            onChange={(v) => set({ mode: v as HistoryFilters['mode'] })}
            data={[
              { value: 'Custom', label: t('history.custom') },
              { value: 'LastN', label: t('history.lastN') },
            ]}
          />
          <Group gap="xs">
            {PERIODS.map((p) => (
              <Button key={p} variant={f.period === p ? 'filled' : 'light'} onClick={() => quick(p)}>
                {t(`history.period.${p}`)}
              </Button>
            ))}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {f.mode === 'Custom' ? (
            <>
              <TextInput
                type="date"
                label={t('history.fromDate')}
                value={f.fromDate}
                max={f.toDate}
                onChange={(e) => set({ fromDate: e.currentTarget.value, period: '' })}
              />
              <TextInput
                type="date"
                label={t('history.toDate')}
                value={f.toDate}
                min={f.fromDate}
                onChange={(e) => set({ toDate: e.currentTarget.value, period: '' })}
              />
            </>
          ) : (
            <TextInput
              label={t('history.count')}
              inputMode="numeric"
              maxLength={5}
              value={f.count}
              onChange={digitsOnly((count) => set({ count }), 5)}
            />
          )}
          <NativeSelect
            label={t('history.category')}
            value={f.categoryId}
            onChange={(e) => set({ categoryId: e.currentTarget.value, billerId: '' })}
            data={options((categories.data ?? []).map((c) => ({ value: String(c.id), label: nameIn(c, lang) })))}
          />
          <NativeSelect
            label={t('history.biller')}
            value={f.billerId}
            onChange={(e) => set({ billerId: e.currentTarget.value })}
            data={options(billerOptions.map((b) => ({ value: String(b.id), label: nameIn(b, lang) })))}
          />
          <NativeSelect
            label={t('history.status')}
            value={f.status}
            onChange={(e) => set({ status: e.currentTarget.value })}
            data={options(
              (lookups.data?.paymentHistoryStatus ?? []).map((s) => ({ value: s.code, label: pick({ en: s.edesc, ar: s.adesc }) })),
            )}
          />
          <NativeSelect
            label={t('history.method')}
            value={f.paymentMethod}
            onChange={(e) => set({ paymentMethod: e.currentTarget.value })}
            data={options((lookups.data?.paymentMethod ?? []).map((s) => ({ value: s.code, label: pick({ en: s.edesc, ar: s.adesc }) })))}
          />
          {REFERENCES.map((field) => (
            <TextInput
              key={field}
              label={t(`history.${field}`)}
              dir="ltr"
              maxLength={SEARCH_MAX}
              value={f[field]}
              error={refError(f[field])}
              errorProps={{ role: 'alert' }}
              onChange={(e) => set({ [field]: normalizeDigits(e.currentTarget.value) })}
            />
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" disabled={!valid}>
            {t('history.search')}
          </Button>
          <Button variant="default" onClick={() => submit(defaultFilters())}>
            {t('history.reset')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
