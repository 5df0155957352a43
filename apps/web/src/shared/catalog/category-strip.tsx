import { Box, CheckIcon, Chip, Group } from '@mantine/core';
import type { Category } from '@portal/contract';
import { useId, type CSSProperties } from 'react';
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

// What Mantine's Chip sets for color="brand" variant="outline" (its varsResolver), for its stylesheet.
const OUTLINE_BRAND = {
  '--chip-bg': 'transparent',
  '--chip-hover': 'var(--mantine-color-brand-outline-hover)',
  '--chip-color': 'var(--mantine-color-brand-outline)',
  '--chip-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-brand-outline)',
} as CSSProperties;
const css = Chip.classes;

/**
 * One chip as Mantine's Chip draws it (a radio and its label, styled by Mantine's Chip stylesheet), without
 * the component: a dozen of them were a sixth of the biller grid's takeover on a phone's CPU (issue 13).
 */
function CategoryChip({
  value,
  name,
  checked,
  onChange,
  children,
}: {
  value: string;
  name: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: string;
}) {
  const id = useId();
  return (
    <div style={OUTLINE_BRAND} data-variant="outline" className={`${css.root} mantine-Chip-root`}>
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className={`${css.input} mantine-Chip-input`}
      />
      <label htmlFor={id} data-checked={checked || undefined} className={`${css['label--outline']} ${css.label} mantine-Chip-label`}>
        {checked ? (
          <span className={`${css.iconWrapper} mantine-Chip-iconWrapper`}>
            <CheckIcon className={`${css.checkIcon} mantine-Chip-checkIcon`} />
          </span>
        ) : null}
        <span>{children}</span>
      </label>
    </div>
  );
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
        <Group gap="xs" wrap="nowrap" pb={4}>
          <CategoryChip value={ALL_CATEGORIES} name={name} checked={value === ALL_CATEGORIES} onChange={onChange}>
            {t('common.allCategories')}
          </CategoryChip>
          {categories.map((c) => (
            <CategoryChip key={c.id} value={String(c.id)} name={name} checked={value === String(c.id)} onChange={onChange}>
              {nameIn(c, lang)}
            </CategoryChip>
          ))}
        </Group>
      </div>
    </Box>
  );
}
