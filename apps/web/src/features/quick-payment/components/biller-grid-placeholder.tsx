import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

/** Measured on a phone: a category chip row, a tile (logo and a line of name), the Show all button. */
const STRIP_HEIGHT = 38;
const TILE_HEIGHT = 128;
const BUTTON_HEIGHT = 42;

const TILES = 8;
/** On a phone the login page shows this many tiles before the form, with a button for the rest. */
export const PHONE_PREVIEW = 4;

/**
 * Holds the grid's place while the catalog loads, so the login form below it on a phone does not jump
 * down when the tiles arrive (Lighthouse measured a layout shift of 0.44 without it). The phone's
 * shorter form is chosen by CSS, not by a media query in script: the page drawn at build time
 * (decision 028) is then right at every width, and the browser's first render matches it.
 */
export function BillerGridPlaceholder({ collapseOnPhone }: { collapseOnPhone: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Skeleton h={STRIP_HEIGHT} radius="xl" aria-hidden />
      <div className="biller-grid" aria-hidden>
        {Array.from({ length: TILES }, (_, i) => (
          <div key={i} className={collapseOnPhone && i >= PHONE_PREVIEW ? 'mantine-visible-from-sm' : undefined}>
            <Skeleton h={TILE_HEIGHT} radius="md" />
          </div>
        ))}
      </div>
      {collapseOnPhone ? <Skeleton h={BUTTON_HEIGHT} radius="sm" aria-hidden hiddenFrom="sm" /> : null}
    </Stack>
  );
}
