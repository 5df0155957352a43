import type { SavedCard } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { RowAction } from '@/shared/ui/row-action';

/** A card's delete button, named after the card, in the table and the phone's blocks alike. */
export function DeleteCardButton({ card, onDelete }: { card: SavedCard; onDelete: (card: SavedCard) => void }) {
  const { t } = useTranslation();
  return <RowAction label={t('cards.delete', { name: card.cardName })} icon="delete" color="red.8" onClick={() => onDelete(card)} />;
}
