import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/fields';
import { Alert, Grid, Select, Stack, Text } from '@mantine/core';
import type { RegisteredBill } from '@portal/contract';
import { useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { LazyMapView } from '@/shared/map/lazy-map-view';
import type { MapPoint } from '@/shared/map/map-point';
import { useLocationDetails } from '../api/get-location-details';
import { useMeteredAccounts } from '../api/get-metered-accounts';
import { AccountCard } from './account-card';
import { LocatedAccounts } from './located-accounts';

const ALL = 'all';

/**
 * Location details (/LocationDetails): All or one metered account, a marker per location (the
 * default centre when there is none), and for one account its card with the Show Usage link.
 */
export function LocationDetailsPage() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const accounts = useMeteredAccounts();
  const [selectedId, setSelectedId] = useState(ALL);
  const bills = accounts.data ?? [];
  const selected = bills.find((b) => String(b.id) === selectedId);
  const locations = useLocationDetails(selected?.billingNo ?? '');
  const settled = !locations.isPending && !locations.isPlaceholderData;
  const places = settled ? (locations.data ?? []) : [];
  const byAccount = new Map(bills.map((b) => [b.billingNo, b]));

  // The previous markers stay on the map while the next account's place loads, so the view does not jump.
  const points: MapPoint[] = (locations.data ?? []).map((place) => {
    const bill = byAccount.get(place.accountNo);
    return {
      id: place.accountNo,
      latitude: place.latitude,
      longitude: place.longitude,
      name: t('locations.markerName', { name: bill?.name ?? '', billingNo: place.accountNo }),
    };
  });
  const choose = (accountNo: string) => {
    const bill = byAccount.get(accountNo);
    if (bill) setSelectedId(String(bill.id));
  };
  const failure = accounts.error ?? locations.error;

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <Select
            label={t('locations.account')}
            data={[
              { value: ALL, label: t('locations.all') },
              ...bills.map((b: RegisteredBill) => ({
                value: String(b.id),
                label: t('locations.accountOption', { billingNo: b.billingNo, name: b.name }),
              })),
            ]}
            value={selectedId}
            onChange={(value) => setSelectedId(value ?? ALL)}
            allowDeselect={false}
            disabled={accounts.isPending}
            comboboxProps={{ withinPortal: true }}
          />
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure instanceof ApiError ? pick(failure.text) : t('locations.loadError')}
            </Alert>
          ) : selected ? (
            <AccountCard bill={selected} place={settled ? (places[0] ?? null) : undefined} />
          ) : accounts.isSuccess && settled ? (
            <>
              <Text c="gray.8" role="status">
                {places.length ? t('locations.summary', { count: places.length }) : t('locations.none')}
              </Text>
              {places.length ? (
                <LocatedAccounts accounts={bills.filter((b) => places.some((p) => p.accountNo === b.billingNo))} onChoose={choose} />
              ) : null}
            </>
          ) : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <LazyMapView label={t('locations.mapLabel')} points={points} framing="fit" focused={Boolean(selected)} onSelect={choose} />
      </Grid.Col>
    </Grid>
  );
}
