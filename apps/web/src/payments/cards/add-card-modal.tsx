import { Modal, Stack, TextInput } from '@mantine/core';
import { CARD_NAME_MAX, patterns } from '@portal/contract';
import { useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { useTranslation, type TranslationKey } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { cardFieldSelectors, HostedCardFields } from '@/payments/hosted-card-fields';
import { hostedFieldsErrorText, useHostedFields } from '@/payments/use-hosted-fields';
import { useConfirmClose } from '@/shared/ui/confirm-close';
import { showError, showSuccess } from '@/shared/ui/dialogs';
import { useSaveCard } from './save-card';
import { ALERT_ERROR, PrimaryButton, SecondaryButton, StepActions } from '../steps/step-frame';

const PREFIX = 'add-card';

function nameProblem(name: string): TranslationKey | null {
  const v = name.trim();
  if (!v) return 'validation.fieldRequired';
  if (v.length > 50) return 'payment.oneTime.cards.nameMax';
  if (!patterns.englishText.test(v)) return 'validation.EnglishLettersOnly';
  return null;
}

/** The form inside the modal; mounted only while open, so the hosted fields live as long as it. */
function AddCardForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const hosted = useHostedFields({ fields: cardFieldSelectors(PREFIX) });
  const save = useSaveCard();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = nameProblem(name);
    if (problem) return setNameError(t(problem));
    setBusy(true);
    try {
      const { nonce } = await hosted.tokenize({ name: name.trim().toUpperCase() });
      await save.mutateAsync({ cardName: name.trim(), nonce });
      void showSuccess(t('payment.oneTime.cards.saved'));
      onSaved();
    } catch (err) {
      if (!(err instanceof ApiError && err.code === -77))
        void showError(err instanceof ApiError ? err.text : t('payment.card.error', { message: hostedFieldsErrorText(err, lang) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <TextInput
          label={t('payment.oneTime.cards.name')}
          description={t('payment.oneTime.cards.nameHint')}
          required
          maxLength={CARD_NAME_MAX}
          autoComplete="cc-name"
          dir="ltr"
          data-autofocus
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          {...ALERT_ERROR}
        />
        <HostedCardFields prefix={PREFIX} hosted={hosted} />
        <StepActions>
          <PrimaryButton type="submit" loading={busy} disabled={!hosted.valid}>
            {t('payment.oneTime.cards.save')}
          </PrimaryButton>
          <SecondaryButton onClick={onCancel}>{t('common.cancel')}</SecondaryButton>
        </StepActions>
      </Stack>
    </form>
  );
}

/**
 * Add Card (spec 02 §2): hosted number, expiry and CVV plus the name on the card. Closing asks
 * closeConfirm; a click outside or Esc does not close it, so typed details are not lost by accident.
 */
export function AddCardModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const closing = useConfirmClose(onClose);
  return (
    <Modal opened={opened} title={t('payment.oneTime.cards.addTitle')} size="lg" centered {...closing.modalProps}>
      {opened ? <AddCardForm onSaved={onClose} onCancel={closing.ask} /> : null}
    </Modal>
  );
}
