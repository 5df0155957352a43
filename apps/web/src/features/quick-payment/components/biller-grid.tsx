import { Button, Stack } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { ListStatus } from '@/shared/ui/list-status';
import { useBillerFilter } from '@/shared/catalog/use-biller-filter';
import { BillerGridPlaceholder, PHONE_PREVIEW } from './biller-grid-placeholder';
import { BillerTile } from '@/shared/catalog/biller-tile';
import { useOpenBiller } from '@/shared/catalog/use-open-biller';
import { CategoryStrip } from '@/shared/catalog/category-strip';
import { tileSpan } from './filter-billers';
import { SearchInput } from '@/shared/ui/search-input';

/**
 * Search box, category strip and biller logo grid (spec 02 §2 QuickPayment). `collapseOnPhone`: above
 * the login form on a phone, a full grid would push the form thousands of pixels down.
 */
export function BillerGrid({ collapseOnPhone = false }: { collapseOnPhone?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const opener = useOpenBiller();
  const { billers, search, setSearch, deferredSearch, category, setCategory, categories, shown } = useBillerFilter();
  const span = tileSpan(category, shown.length);
  const [expanded, setExpanded] = useState(false);
  // Collapsed on a phone only; which screen this is, CSS decides (hiddenFrom, visibleFrom): the page the
  // server draws (decision 028) is then right at every width, and the browser's first render matches it.
  const collapsed = collapseOnPhone && !expanded && !deferredSearch && shown.length > PHONE_PREVIEW;

  return (
    <Stack gap="md">
      <SearchInput
        label={t('payment.quick.search')}
        placeholder={t('payment.quick.searchPlaceholder')}
        value={search}
        onSearch={setSearch}
      />
      {categories.length ? (
        <CategoryStrip
          categories={categories}
          value={category}
          onChange={setCategory}
          label={t('payment.quick.categories')}
          name="biller-category"
        />
      ) : null}
      <ListStatus
        query={billers}
        empty={shown.length === 0}
        emptyText={t('payment.quick.noBillers')}
        loading={<BillerGridPlaceholder collapseOnPhone={collapseOnPhone} />}
      />
      {shown.length ? (
        // Columns by the stylesheet (.biller-grid in global.css), as many on a wide screen as 12 / span.
        <div className="biller-grid" style={{ '--biller-grid-lg': 12 / span } as CSSProperties} aria-live="polite">
          {shown.map((b, i) => (
            <div key={b.id} className={collapsed && i >= PHONE_PREVIEW ? 'mantine-visible-from-sm' : undefined}>
              <BillerTile biller={b} lang={lang} opener={opener} />
            </div>
          ))}
        </div>
      ) : null}
      {collapsed ? (
        <Button variant="light" onClick={() => setExpanded(true)} hiddenFrom="sm">
          {t('payment.quick.showAll', { count: shown.length })}
        </Button>
      ) : null}
    </Stack>
  );
}
