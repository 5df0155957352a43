import { Button, Group, Stack } from '@mantine/core';
import { AppModal } from '@/shared/ui/app-modal';
import type { SavedCard } from '@portal/contract';
import { useState } from 'react';
import { SavedCardRadios } from '@/payments';
import { useTranslation } from '@/shared/i18n';

interface SavedCardPickerProps {
  opened: boolean;
  cards: SavedCard[];
  onPick: (card: SavedCard) => void;
  onClose: () => void;
}

/** The card page's card-picker dialog (spec 02, /PaymentForms): one of the customer's saved cards instead of typing one. */
export function SavedCardPicker({ opened, cards, onPick, onClose }: SavedCardPickerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const use = () => {
    const card = cards.find((c) => String(c.id) === chosen);
    if (!card) return setError(t('payment.oneTime.cards.required'));
    onPick(card);
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={t('payment.form.pickerTitle')}>
      <Stack gap="md">
        <SavedCardRadios
          cards={cards}
          value={chosen}
          onChange={(v) => {
            setChosen(v);
            setError(null);
          }}
          error={error}
        />
        <Group gap="sm">
          <Button onClick={use}>{t('payment.form.useCard')}</Button>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
