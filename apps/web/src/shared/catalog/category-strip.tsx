import { Box, Chip, Group } from '@mantine/core';
import type { Category } from '@portal/contract';
import { nameIn } from '@/shared/catalog/catalog-names';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { ALL_CATEGORIES } from './filter-billers';

interface CategoryStripProps {
  categories: Category[];
  value: string;
  onChange: (value: string) => void;
  /** The radio group's accessible name and the chips' form name; two strips may share a page. */
  label: string;
  name: string;
}

/**
 * All plus one chip per category, one choice at a time; scrolls sideways when it does not fit. The
 * browser's own scrolling, not Mantine's ScrollArea: a phone's swipe works the same, and the public
 * pages do not load floating-ui for it (ScrollArea imports it to merge refs, ~12 kB gzip).
 */
export function CategoryStrip({ categories, value, onChange, label, name }: CategoryStripProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <Box style={{ overflowX: 'auto', scrollbarWidth: 'thin' }} pb={4}>
      <div role="radiogroup" aria-label={label}>
        <Chip.Group multiple={false} value={value} onChange={onChange}>
          <Group gap="xs" wrap="nowrap" pb={4}>
            <Chip value={ALL_CATEGORIES} name={name} color="brand" variant="outline">
              {t('common.allCategories')}
            </Chip>
            {categories.map((c) => (
              <Chip key={c.id} value={String(c.id)} name={name} color="brand" variant="outline">
                {nameIn(c, lang)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
    </Box>
  );
}
