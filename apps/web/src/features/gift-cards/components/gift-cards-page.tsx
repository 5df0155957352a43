import '@/shared/ui/mantine-css/display';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { ListStatus } from '@/shared/ui/list-status';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/api/session-store';
import { useBillers } from '@/shared/catalog/get-billers';
import { filterGiftCards, giftCardsOf } from './gift-catalog';
import { GiftCardTile } from './gift-card-tile';
import { SearchInput } from '@/shared/ui/search-input';

/** /A2AeSh7an (signed in) and /GiftCards (visitors): the gift cards with a search box (spec 02 §2). */
export function GiftCardsPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useAuth());
  const billers = useBillers();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const cards = useMemo(() => giftCardsOf(billers.data ?? []), [billers.data]);
  const shown = useMemo(() => filterGiftCards(cards, deferred), [cards, deferred]);
  const to = signedIn ? paths.giftCardPayment : paths.giftCardPaymentPublic;

  return (
    <Stack gap="md">
      {/* Signed in, the app layout's header already shows the page title as the h1. */}
      {signedIn ? null : (
        <Title order={1} size="h2" c="brand.9">
          {t('payment.gift.title')}
        </Title>
      )}
      <Text c="gray.7">{t('payment.gift.intro')}</Text>
      <SearchInput
        label={t('payment.gift.search')}
        placeholder={t('payment.gift.searchPlaceholder')}
        value={search}
        onSearch={setSearch}
        maw={480}
      />
      <ListStatus query={billers} empty={shown.length === 0} emptyText={t('payment.gift.noBillers')} />
      {shown.length ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" aria-live="polite">
          {shown.map((card) => (
            <GiftCardTile key={card.service.id} card={card} to={to} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
