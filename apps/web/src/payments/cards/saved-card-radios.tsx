import { Group, Radio, Stack, Text } from '@mantine/core';
import type { SavedCard } from '@portal/contract';
import { Ltr } from '@/payments/amount';
import { useTranslation } from '@/shared/i18n';
import { groupInFours, shortExpiry } from './card-format';

interface SavedCardRadiosProps {
  cards: SavedCard[];
  value: string | null;
  onChange: (id: string) => void;
  error: string | null;
}

/** The customer's saved cards as one required choice: name, masked number, expiry. */
export function SavedCardRadios({ cards, value, onChange, error }: SavedCardRadiosProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('payment.oneTime.cards.choose')}
      value={value}
      onChange={onChange}
      error={error}
      errorProps={{ role: 'alert' }}
      required
    >
      <Stack gap="xs" mt="xs">
        {cards.map((card) => (
          <Radio.Card
            key={card.id}
            value={String(card.id)}
            p="md"
            radius="md"
            aria-label={`${card.cardName} ${groupInFours(card.cardNumberMasked)}`}
          >
            <Group wrap="nowrap" align="center">
              <Radio.Indicator />
              <SavedCardLine card={card} />
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** One saved card as the customer knows it: its name, then the masked number and expiry. */
export function SavedCardLine({ card }: { card: SavedCard }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text fw={600}>{card.cardName}</Text>
      <Text size="sm" c="gray.7">
        <Ltr>{groupInFours(card.cardNumberMasked)}</Ltr> · {t('payment.oneTime.cards.expires')} <Ltr>{shortExpiry(card.expiryDate)}</Ltr>
      </Text>
    </Stack>
  );
}
