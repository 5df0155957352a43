import { Table, Text } from '@mantine/core';
import type { SavedCard } from '@portal/contract';
import { groupInFours, Ltr, shortExpiry } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { DeleteCardButton } from './delete-card-button';

interface CardsTableProps {
  cards: SavedCard[];
  onDelete: (card: SavedCard) => void;
}

/** Card name, masked number in fours, expiry MM/YY and a delete action (spec 01 §2 My Cards). */
export function CardsTable({ cards, onDelete }: CardsTableProps) {
  const { t } = useTranslation();
  return (
    // Scrolls sideways on a phone; focusable, so a keyboard can scroll it too (WCAG 2.1.1).
    <Table.ScrollContainer
      minWidth={520}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('cards.caption') } }}
    >
      <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
        <Table.Caption c="gray.7" ta="start">
          {t('cards.caption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cards.cardName')}</Table.Th>
            <Table.Th>{t('cards.cardNumber')}</Table.Th>
            <Table.Th>{t('cards.expiry')}</Table.Th>
            <Table.Th>{t('cards.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="gray.7">{t('cards.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {cards.map((card) => (
            <Table.Tr key={card.id}>
              <Table.Td>{card.cardName}</Table.Td>
              <Table.Td>
                <Ltr>{groupInFours(card.cardNumberMasked)}</Ltr>
              </Table.Td>
              <Table.Td>
                <Ltr>{shortExpiry(card.expiryDate)}</Ltr>
              </Table.Td>
              <Table.Td>
                <DeleteCardButton card={card} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
