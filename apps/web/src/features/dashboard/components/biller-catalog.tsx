import { Alert, Card, Chip, Group, Loader, Pagination, ScrollArea, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Biller, Category } from '@portal/contract';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn } from '@/shared/catalog/catalog-names';
import { useBillers } from '@/shared/catalog/get-billers';
import { useLanguage } from '@/shared/i18n/use-language';
import { ALL } from './dashboard-model';
import { BillerTile } from './biller-tile';

/** Billers per page of the dashboard's grid (spec 01 §9). */
export const BILLERS_PER_PAGE = 10;

function categoriesOf(billers: Biller[]): Category[] {
  const seen = new Map<number, Category>();
  for (const b of billers) if (!seen.has(b.category.id)) seen.set(b.category.id, b.category);
  return [...seen.values()].sort((a, b) => a.id - b.id);
}

/** Search (name contains, any case, either language), category chips and the logo grid, 10 a page. */
export function BillerCatalog() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const billers = useBillers();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const [page, setPage] = useState(1);
  const needle = useDeferredValue(search).trim().toLocaleLowerCase();
  const all = useMemo(() => billers.data ?? [], [billers.data]);
  const categories = useMemo(() => categoriesOf(all), [all]);
  const shown = all.filter(
    (b) => (category === ALL || String(b.category.id) === category) && (!needle || b.name.toLocaleLowerCase().includes(needle) || b.arabicName.toLocaleLowerCase().includes(needle)),
  );
  const pages = Math.max(1, Math.ceil(shown.length / BILLERS_PER_PAGE));
  const current = Math.min(page, pages);
  const visible = shown.slice((current - 1) * BILLERS_PER_PAGE, current * BILLERS_PER_PAGE);

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h4" c="gray.8">
            {t('dashboard.billers.title')}
          </Title>
          <TextInput
            type="search"
            label={t('dashboard.billers.search')}
            placeholder={t('dashboard.billers.searchPlaceholder')}
            maxLength={50}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        {categories.length ? (
          <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
            <div role="radiogroup" aria-label={t('dashboard.billers.categories')}>
              <Chip.Group
                multiple={false}
                value={category}
                onChange={(v) => {
                  setCategory(v);
                  setPage(1);
                }}
              >
                <Group gap="xs" wrap="nowrap" pb={4}>
                  <Chip value={ALL} name="dashboard-category" variant="outline">
                    {t('dashboard.billers.all')}
                  </Chip>
                  {categories.map((c) => (
                    <Chip key={c.id} value={String(c.id)} name="dashboard-category" variant="outline">
                      {nameIn(c, lang)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </div>
          </ScrollArea>
        ) : null}
        {billers.isPending ? <Loader aria-label={t('common.loading')} /> : null}
        {billers.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('common.loadFailed')}
          </Alert>
        ) : null}
        {billers.isSuccess && !shown.length ? (
          <Text role="status" c="gray.7" ta="center" py="md">
            {t('dashboard.billers.none')}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 5 }} spacing="sm" aria-live="polite">
          {visible.map((b) => (
            <BillerTile key={b.id} biller={b} />
          ))}
        </SimpleGrid>
        {pages > 1 ? (
          <Group justify="center">
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              aria-label={t('dashboard.billers.pages')}
              getControlProps={(control) => ({ 'aria-label': t(`dashboard.billers.pager.${control}`) })}
            />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
