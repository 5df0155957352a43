import { Stack, Text } from '@mantine/core';
import type { SavedCard } from '@portal/contract';
import { useState } from 'react';
import { Ltr } from '@/payments/amount';
import { SavedCardCvv, savedCardCvvFields } from '@/payments/saved-card-cvv';
import { hostedFieldsErrorText, useHostedFields } from '@/payments/use-hosted-fields';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { showError } from '@/shared/ui/dialogs';
import { groupInFours, shortExpiry } from '../cards/card-format';
import { PrimaryButton, SecondaryButton, StepActions } from './step-frame';

interface CvvStepProps {
  card: SavedCard;
  /** Pays with the CVV nonce; answers false when nothing was charged and the customer may try again. */
  onPay: (cvvNonce: string) => Promise<boolean>;
  onBack: () => void;
}

/** The CVV of a saved card, in the gateway's hosted field bound to that card's vault token. */
export function CvvStep({ card, onPay, onBack }: CvvStepProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const hosted = useHostedFields(savedCardCvvFields(card));

  const pay = async () => {
    if (busy || sent) return;
    setBusy(true);
    try {
      const { nonce } = await hosted.tokenize();
      setSent(true);
      if (!(await onPay(nonce))) setSent(false);
    } catch (err) {
      void showError(t('payment.card.error', { message: hostedFieldsErrorText(err, lang) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={480}>
      <Text>
        {card.cardName} · <Ltr>{groupInFours(card.cardNumberMasked)}</Ltr> · <Ltr>{shortExpiry(card.expiryDate)}</Ltr>
      </Text>
      <SavedCardCvv hosted={hosted} />
      <StepActions>
        <PrimaryButton onClick={() => void pay()} loading={busy} disabled={!hosted.valid || sent}>
          {t('payment.oneTime.cards.pay')}
        </PrimaryButton>
        <SecondaryButton onClick={onBack} disabled={busy}>
          {t('common.back')}
        </SecondaryButton>
      </StepActions>
    </Stack>
  );
}
