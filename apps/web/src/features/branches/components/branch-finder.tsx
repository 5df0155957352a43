import { Grid, Select, Stack, Text } from '@mantine/core';
import type { Branch } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { LazyMapView } from '@/shared/map/lazy-map-view';
import type { MapPoint } from '@/shared/map/map-point';
import { BranchCard } from './branch-card';
import { foldedFilter } from '@/shared/ui/folded-filter';

export type BranchKind = 'Branch' | 'Kiosk';

interface Props {
  kind: BranchKind;
  entries: Branch[];
  loading: boolean;
  chosenId: string | null;
  onChoose: (id: string | null) => void;
}

/**
 * One tab: a searchable, clearable list of names, the map (zoom 7) with a marker for every entry that
 * has a place, or only the chosen one, centred, and the chosen entry's card.
 */
export function BranchFinder({ kind, entries, loading, chosenId, onChoose }: Props) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const nameOf = (b: Branch) => pick({ en: b.name, ar: b.nameAr });
  const chosen = entries.find((b) => String(b.id) === chosenId);
  const shown = (chosen ? [chosen] : entries).filter((b) => b.latitude !== null && b.longtitude !== null);
  const points: MapPoint[] = shown.map((b) => ({ id: String(b.id), name: nameOf(b), latitude: b.latitude!, longitude: b.longtitude! }));

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Select
            label={t(`branches.select.${kind}`)}
            placeholder={t(`branches.placeholder.${kind}`)}
            data={entries.map((b) => ({ value: String(b.id), label: nameOf(b) }))}
            value={chosen ? chosenId : null}
            onChange={onChoose}
            searchable
            filter={foldedFilter}
            clearable
            // Mantine hides the clear button from keyboards and screen readers; it is a named button here.
            clearButtonProps={{ 'aria-label': t('branches.clear'), 'aria-hidden': false, tabIndex: 0 }}
            nothingFoundMessage={t('branches.nothingFound')}
            disabled={loading}
          />
          {chosen ? (
            <BranchCard branch={chosen} name={nameOf(chosen)} />
          ) : entries.length ? (
            <Text c="gray.8" role="status">
              {t(`branches.count.${kind}`, { count: entries.length })}
            </Text>
          ) : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <LazyMapView
          label={t(`branches.mapLabel.${kind}`)}
          points={points}
          framing="default"
          focused={Boolean(chosen)}
          onSelect={onChoose}
        />
      </Grid.Col>
    </Grid>
  );
}
