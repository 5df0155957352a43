import { Alert, Stack, Text } from '@mantine/core';
import type { SavedCard } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useSavedCards } from '../cards/get-all-cards';
import { AddCardModal } from '../cards/add-card-modal';
import { SavedCardRadios } from '../cards/saved-card-radios';
import { PrimaryButton, SecondaryButton, StepActions } from './step-frame';
import { Loading } from '@/shared/ui/loading';

interface SavedCardsStepProps {
  onPick: (card: SavedCard) => void;
  onOtherCard: () => void;
  onBack: () => void;
}

/** Step 6 for a signed-in customer: a saved card (required), Other Card, or Add Card. */
export function SavedCardsStep({ onPick, onOtherCard, onBack }: SavedCardsStepProps) {
  const { t } = useTranslation();
  const cards = useSavedCards();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const list = (cards.data ?? []).filter((c) => c.Enabled);

  const next = () => {
    const card = list.find((c) => String(c.id) === chosen);
    if (!card) return setError(t('payment.oneTime.cards.required'));
    onPick(card);
  };

  return (
    <Stack gap="md">
      {cards.isPending ? <Loading /> : null}
      {cards.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('common.loadFailed')}
        </Alert>
      ) : null}
      {cards.isSuccess && list.length === 0 ? <Text c="gray.7">{t('payment.oneTime.cards.none')}</Text> : null}
      {list.length ? (
        <SavedCardRadios
          cards={list}
          value={chosen}
          onChange={(v) => {
            setChosen(v);
            setError(null);
          }}
          error={error}
        />
      ) : null}
      <StepActions>
        {list.length ? <PrimaryButton onClick={next}>{t('payment.oneTime.cards.continue')}</PrimaryButton> : null}
        {/* No saved card: paying with a card typed now is the way on, so it leads. */}
        {list.length || !cards.isSuccess ? (
          <SecondaryButton onClick={onOtherCard}>{t('payment.oneTime.cards.other')}</SecondaryButton>
        ) : (
          <PrimaryButton onClick={onOtherCard}>{t('payment.oneTime.cards.other')}</PrimaryButton>
        )}
        <SecondaryButton onClick={() => setAdding(true)}>{t('payment.oneTime.cards.add')}</SecondaryButton>
        <SecondaryButton onClick={onBack}>{t('common.back')}</SecondaryButton>
      </StepActions>
      <AddCardModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
