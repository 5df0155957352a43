import { Card, Group, Pagination, Stack, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { ListStatus } from '@/shared/ui/list-status';
import { BillerTile } from '@/shared/catalog/biller-tile';
import { useOpenBiller } from '@/shared/catalog/use-open-biller';
import { CategoryStrip } from '@/shared/catalog/category-strip';
import { useBillerFilter } from '@/shared/catalog/use-biller-filter';
import { SearchInput } from '@/shared/ui/search-input';

/** Billers per page of the dashboard's grid (spec 01 §9). */
export const BILLERS_PER_PAGE = 10;

/** Search (name contains, any case, either language), category chips and the logo grid, 10 a page. */
export function BillerCatalog() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const opener = useOpenBiller();
  const { billers, search, setSearch, category, setCategory, categories, shown } = useBillerFilter();
  const [page, setPage] = useState(1);
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
          <SearchInput
            label={t('dashboard.billers.search')}
            placeholder={t('dashboard.billers.searchPlaceholder')}
            value={search}
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
            }}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        {categories.length ? (
          <CategoryStrip
            categories={categories}
            value={category}
            onChange={(v) => {
              setCategory(v);
              setPage(1);
            }}
            label={t('dashboard.billers.categories')}
            name="dashboard-category"
          />
        ) : null}
        <ListStatus query={billers} empty={shown.length === 0} emptyText={t('dashboard.billers.none')} />
        <Suspense fallback={null}>
          <>
            <div className="dashboard-biller-grid" aria-live="polite">
              {visible.map((b) => (
                <BillerTile key={b.id} biller={b} lang={lang} opener={opener} compact testIdPrefix="dashboard-biller" />
              ))}
            </div>
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
          </>
        </Suspense>
      </Stack>
    </Card>
  );
}
