import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { normalizeDigits, patterns } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '@/shared/ui/digits-input';
import { ALERT_ERROR, PrimaryButton, SecondaryButton, StepActions } from '@/payments';

interface ContactPromptProps {
  kind: 'email' | 'mobile';
  initial: string;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

const check = {
  email: (v: string) => v.length <= 100 && patterns.email.test(v),
  mobile: (v: string) => patterns.omanMobile.test(v),
};

/**
 * The visitor's e-mail, then mobile (968 and 8 digits), asked before paying for a gift card (spec 02 §4,
 * §5). A click outside does not close it; Cancel (or Escape) stops the purchase at the bill.
 */
export function ContactPrompt({ kind, initial, onSubmit, onCancel }: ContactPromptProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const v = kind === 'mobile' ? normalizeDigits(value.trim()) : value.trim();
    if (!v) return setError(t('validation.fieldRequired'));
    if (!check[kind](v)) return setError(t(`payment.gift.${kind}.invalid`));
    onSubmit(v);
  };
  return (
    <Modal
      opened
      onClose={onCancel}
      closeOnClickOutside={false}
      title={t(`payment.gift.${kind}.title`)}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text c="gray.7" size="sm">
            {t(`payment.gift.${kind}.text`)}
          </Text>
          {kind === 'email' ? (
            <TextInput
              label={t('payment.gift.email.label')}
              type="email"
              autoComplete="email"
              dir="ltr"
              required
              maxLength={100}
              data-autofocus
              value={value}
              error={error}
              {...ALERT_ERROR}
              onChange={(e) => setValue(e.currentTarget.value)}
            />
          ) : (
            <TextInput
              label={t('payment.gift.mobile.label')}
              description={t('payment.gift.mobile.hint')}
              placeholder="968XXXXXXXX"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              dir="ltr"
              required
              maxLength={11}
              data-autofocus
              value={value}
              error={error}
              {...ALERT_ERROR}
              onChange={digitsOnly((v) => setValue(v), 11)}
            />
          )}
          <StepActions>
            <PrimaryButton type="submit">{t('payment.gift.continue')}</PrimaryButton>
            <SecondaryButton onClick={onCancel}>{t('common.cancel')}</SecondaryButton>
          </StepActions>
        </Stack>
      </form>
    </Modal>
  );
}
