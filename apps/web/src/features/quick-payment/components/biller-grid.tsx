import { Alert, Grid, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillers } from '@/shared/catalog/get-billers';
import { BillerTile } from './biller-tile';
import { CategoryStrip } from './category-strip';
import { ALL, categoriesOf, filterBillers, tileSpan } from './filter-billers';
import { useOpenBiller } from './use-open-biller';

/** Search box, category strip and biller logo grid (spec 02 §2 QuickPayment). */
export function BillerGrid() {
  const { t } = useTranslation();
  const billers = useBillers();
  const { target, open } = useOpenBiller();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const deferredSearch = useDeferredValue(search);
  const all = useMemo(() => billers.data ?? [], [billers.data]);
  const categories = useMemo(() => categoriesOf(all), [all]);
  const shown = useMemo(() => filterBillers(all, category, deferredSearch), [all, category, deferredSearch]);
  const span = tileSpan(category, shown.length);

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('payment.quick.search')}
        placeholder={t('payment.quick.searchPlaceholder')}
        maxLength={50}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {categories.length ? <CategoryStrip categories={categories} value={category} onChange={setCategory} /> : null}
      {billers.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {billers.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('common.loadFailed')}
        </Alert>
      ) : null}
      {billers.isSuccess && shown.length === 0 ? (
        <Text role="status" c="gray.7" ta="center" py="lg">
          {t('payment.quick.noBillers')}
        </Text>
      ) : null}
      {shown.length ? (
        <Grid gap="md" aria-live="polite">
          {shown.map((b) => (
            <Grid.Col key={b.id} span={{ base: 12, xs: 6, sm: 4, lg: span }} style={{ minWidth: 202 }}>
              <BillerTile biller={b} to={target} onOpen={open} />
            </Grid.Col>
          ))}
        </Grid>
      ) : null}
    </Stack>
  );
}
