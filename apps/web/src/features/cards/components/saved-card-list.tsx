import { Group, Paper, Stack, Text } from '@mantine/core';
import type { SavedCard } from '@portal/contract';
import { useId } from 'react';
import { groupInFours, Ltr, shortExpiry } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { DeleteCardButton } from './delete-card-button';

/** My Cards on a phone: one block per card with its delete button, so nothing hides behind a sideways scroll. */
export function SavedCardList({ cards, onDelete }: { cards: SavedCard[]; onDelete: (card: SavedCard) => void }) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <Stack gap="sm">
      <Text c="gray.7" size="sm" id={captionId}>
        {t('cards.caption')}
      </Text>
      {cards.length === 0 ? <Text c="gray.7">{t('cards.empty')}</Text> : null}
      <Stack component="ul" aria-labelledby={captionId} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {cards.map((card) => (
          <Paper component="li" key={card.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>{card.cardName}</Text>
                <Text>
                  <Ltr>{groupInFours(card.cardNumberMasked)}</Ltr>
                </Text>
                <Text size="sm" c="gray.7">
                  {t('cards.expiry')}: <Ltr>{shortExpiry(card.expiryDate)}</Ltr>
                </Text>
              </Stack>
              <DeleteCardButton card={card} onDelete={onDelete} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
