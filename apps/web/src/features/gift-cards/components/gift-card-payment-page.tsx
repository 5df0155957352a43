import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import '@/shared/ui/mantine-css/fields';
import '@/shared/ui/mantine-css/data';
import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/api/session-store';
import { nameIn } from '@/shared/catalog/catalog-names';
import { useBillers } from '@/shared/catalog/get-billers';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { giftEntryStorage, type GiftEntry } from '@/shared/catalog/payment-entries';
import { findGiftCard } from './gift-catalog';
import { GiftSteps } from './gift-steps';
import { Loading } from '@/shared/ui/loading';

/**
 * /A2AeSh7anPayment (signed in) and /GiftCardPayment (visitors): one gift card's values, bought one at a
 * time (spec 02 §2). The gift card comes in the navigation state, or session storage after a refresh.
 */
export function GiftCardPaymentPage() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const location = useLocation();
  const signedIn = Boolean(useAuth());
  const [entry] = useState<GiftEntry | null>(() => (location.state as GiftEntry | null) ?? giftEntryStorage.read());
  useEffect(() => {
    if (entry) giftEntryStorage.save(entry);
  }, [entry]);
  const billers = useBillers();
  const card = useMemo(() => (billers.data ? findGiftCard(billers.data, entry) : null), [billers.data, entry]);
  const listing = signedIn ? paths.giftCards : paths.giftCardsPublic;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        {/* Signed in, the app layout's header holds the h1 (the page title). */}
        <Title order={signedIn ? 2 : 1} size="h2" c="brand.9">
          {card ? nameIn(card.service, lang) : t('payment.gift.title')}
        </Title>
        <Anchor component={Link} to={listing}>
          {t('payment.gift.back')}
        </Anchor>
      </Group>
      {billers.isPending ? <Loading /> : null}
      {billers.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('common.loadFailed')}
        </Alert>
      ) : null}
      {billers.isSuccess && !card ? (
        <Alert color="yellow" variant="light" role="status">
          {t('payment.gift.notFound')}
        </Alert>
      ) : null}
      {card ? <GiftSteps key={card.service.id} card={card} /> : null}
    </Stack>
  );
}
