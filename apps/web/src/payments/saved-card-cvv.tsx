import type { SavedCard } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { HostedFieldsStatusLine } from './hosted-card-fields';
import { HostedField } from './hosted-field';
import type { useHostedFields } from './use-hosted-fields';

type Hosted = ReturnType<typeof useHostedFields>;

// One id is enough: a page pays with one saved card at a time, and the browser tests find the field by it.
const CVV_ID = 'saved-cvv';

/** What `useHostedFields` takes for a saved card: the CVV alone, bound to the card's vault token. */
export const savedCardCvvFields = (card: SavedCard) => ({ fields: { cvv: `#${CVV_ID}` }, vaultToken: card.cardToken });

/** The saved card's CVV field (give it the hosted fields of `savedCardCvvFields`) with their status line. */
export function SavedCardCvv({ hosted }: { hosted: Pick<Hosted, 'status' | 'error' | 'invalid' | 'focus'> }) {
  const { t } = useTranslation();
  return (
    <>
      <HostedFieldsStatusLine hosted={hosted} />
      <HostedField
        id={CVV_ID}
        label={t('payment.card.cvv')}
        error={hosted.invalid('cvv') ? t('payment.card.cvvInvalid') : undefined}
        onLabelClick={() => hosted.focus('cvv')}
      />
    </>
  );
}
