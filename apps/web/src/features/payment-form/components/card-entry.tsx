import { Button, Group, Paper, Stack } from '@mantine/core';
import type { SavedCard } from '@portal/contract';
import {
  cardFieldSelectors,
  groupInFours,
  HostedCardFields,
  SavedCardCvv,
  savedCardCvvFields,
  SavedCardLine,
  useHostedFields,
} from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { CardFormActions } from './card-form-actions';

/** What a card entry hands on once the gateway has tokenized it: the call's cardInfo, and what to show. */
export interface TokenizedCard {
  cardInfo: { Nonce: string } | { cardID: number; cvvNonce: string };
  last4: string | null;
  brand: string | null;
}

interface EntryProps {
  busy: boolean;
  /** The payment has gone to our server: Pay stays disabled, a second press could pay twice. */
  sent: boolean;
  onTokenized: (card: TokenizedCard) => void;
  onTokenizeFailed: (err: unknown) => void;
  onCancel: () => void;
}

type Hosted = ReturnType<typeof useHostedFields>;

/**
 * The hosted fields of an entry and its Pay Now and Cancel; Pay (or Enter in a field) tokenizes, and is
 * ignored while busy, once sent, or before the fields are complete, so one press is one payment.
 */
function useCardEntry(
  { busy, sent, onTokenized, onTokenizeFailed, onCancel }: EntryProps,
  fields: Omit<Parameters<typeof useHostedFields>[0], 'onEnter'>,
  toCard: (tokenized: Awaited<ReturnType<Hosted['tokenize']>>) => TokenizedCard,
) {
  const { t } = useTranslation();
  const pay = async () => {
    if (busy || sent || !hosted.valid) return;
    try {
      onTokenized(toCard(await hosted.tokenize()));
    } catch (err) {
      onTokenizeFailed(err);
    }
  };
  const hosted = useHostedFields({ ...fields, onEnter: () => void pay() });
  const actions = (
    <CardFormActions
      payLabel={t('payment.form.payNow')}
      payDisabled={!hosted.valid || sent}
      busy={busy}
      onPay={() => void pay()}
      onCancel={onCancel}
      cancelDisabled={busy}
    />
  );
  return { hosted, actions };
}

const CARD_FIELDS = { fields: cardFieldSelectors('card') };

/** A card typed now into the gateway's hosted fields. */
export function NewCardEntry(props: EntryProps) {
  const { hosted, actions } = useCardEntry(props, CARD_FIELDS, (r) => ({
    cardInfo: { Nonce: r.nonce },
    last4: r.last4 ?? null,
    brand: r.brand ?? null,
  }));
  return (
    <Stack gap="lg">
      <HostedCardFields prefix="card" hosted={hosted} />
      {actions}
    </Stack>
  );
}

/** A saved card chosen in the card picker: only its CVV is typed, in the hosted field bound to its vault token. */
export function SavedCardEntry({ card, onOtherCard, ...props }: EntryProps & { card: SavedCard; onOtherCard: () => void }) {
  const { t } = useTranslation();
  const last4 = card.cardNumberMasked.replace(/\s/g, '').slice(-4);
  const { hosted, actions } = useCardEntry(props, savedCardCvvFields(card), (r) => ({
    cardInfo: { cardID: card.id, cvvNonce: r.nonce },
    last4: r.last4 ?? last4,
    brand: r.brand ?? null,
  }));
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" aria-label={`${card.cardName} ${groupInFours(card.cardNumberMasked)}`}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SavedCardLine card={card} />
          <Button variant="subtle" onClick={onOtherCard} disabled={props.busy || props.sent}>
            {t('payment.form.newCard')}
          </Button>
        </Group>
      </Paper>
      <SavedCardCvv hosted={hosted} />
      {actions}
    </Stack>
  );
}
