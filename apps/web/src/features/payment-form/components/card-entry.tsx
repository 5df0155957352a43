import { Button, Group, Paper, Stack } from '@mantine/core';
import type { SavedCard } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import {
  cardFieldSelectors,
  groupInFours,
  HostedCardFields,
  HostedField,
  HostedFieldsStatusLine,
  SavedCardLine,
  useHostedFields,
} from '@/payments';
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

const CARD_FIELDS = cardFieldSelectors('card');
const CVV_FIELDS = { cvv: '#saved-cvv' };

/** A card typed now into the gateway's hosted fields. */
export function NewCardEntry({ busy, sent, onTokenized, onTokenizeFailed, onCancel }: EntryProps) {
  const { t } = useTranslation();
  const pay = async () => {
    if (busy || sent || !hosted.valid) return;
    try {
      const r = await hosted.tokenize();
      onTokenized({ cardInfo: { Nonce: r.nonce }, last4: r.last4 ?? null, brand: r.brand ?? null });
    } catch (err) {
      onTokenizeFailed(err);
    }
  };
  const hosted = useHostedFields({ fields: CARD_FIELDS, onEnter: () => void pay() });
  return (
    <Stack gap="lg">
      <HostedCardFields prefix="card" hosted={hosted} />
      <CardFormActions
        payLabel={t('payment.form.payNow')}
        payDisabled={!hosted.valid || sent}
        busy={busy}
        onPay={() => void pay()}
        onCancel={onCancel}
        cancelDisabled={busy}
      />
    </Stack>
  );
}

/** A saved card chosen in the card picker: only its CVV is typed, in the hosted field bound to its vault token. */
export function SavedCardEntry({
  card,
  onOtherCard,
  busy,
  sent,
  onTokenized,
  onTokenizeFailed,
  onCancel,
}: EntryProps & { card: SavedCard; onOtherCard: () => void }) {
  const { t } = useTranslation();
  const last4 = card.cardNumberMasked.replace(/\s/g, '').slice(-4);
  const pay = async () => {
    if (busy || sent || !hosted.valid) return;
    try {
      const r = await hosted.tokenize();
      onTokenized({ cardInfo: { cardID: card.id, cvvNonce: r.nonce }, last4: r.last4 ?? last4, brand: r.brand ?? null });
    } catch (err) {
      onTokenizeFailed(err);
    }
  };
  const hosted = useHostedFields({ fields: CVV_FIELDS, vaultToken: card.cardToken, onEnter: () => void pay() });
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" aria-label={`${card.cardName} ${groupInFours(card.cardNumberMasked)}`}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SavedCardLine card={card} />
          <Button variant="subtle" onClick={onOtherCard} disabled={busy || sent}>
            {t('payment.form.newCard')}
          </Button>
        </Group>
      </Paper>
      <HostedFieldsStatusLine hosted={hosted} />
      <HostedField
        id="saved-cvv"
        label={t('payment.card.cvv')}
        error={hosted.invalid('cvv') ? t('payment.card.cvvInvalid') : undefined}
        onLabelClick={() => hosted.focus('cvv')}
      />
      <CardFormActions
        payLabel={t('payment.form.payNow')}
        payDisabled={!hosted.valid || sent}
        busy={busy}
        onPay={() => void pay()}
        onCancel={onCancel}
        cancelDisabled={busy}
      />
    </Stack>
  );
}
