import { Grid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Measured on a phone: a category chip row, a tile (logo and a line of name), the Show all button. */
const STRIP_HEIGHT = 38;
const TILE_HEIGHT = 128;
const BUTTON_HEIGHT = 42;

/**
 * Holds the grid's place while the catalog loads, so the login form below it on a phone does not jump
 * down when the tiles arrive (Lighthouse measured a layout shift of 0.44 without it).
 */
export function BillerGridPlaceholder({ tiles, withButton }: { tiles: number; withButton: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Skeleton h={STRIP_HEIGHT} radius="xl" aria-hidden />
      <Grid gap="md" aria-hidden>
        {Array.from({ length: tiles }, (_, i) => (
          <Grid.Col key={i} span={{ base: 12, xs: 6, sm: 4, lg: 2 }} style={{ minWidth: 202 }}>
            <Skeleton h={TILE_HEIGHT} radius="md" />
          </Grid.Col>
        ))}
      </Grid>
      {withButton ? <Skeleton h={BUTTON_HEIGHT} radius="sm" aria-hidden /> : null}
    </Stack>
  );
}
