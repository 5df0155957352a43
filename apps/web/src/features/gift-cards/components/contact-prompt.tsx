import { Stack, Text } from '@mantine/core';
import { AppModal } from '@/shared/ui/app-modal';
import { useState } from 'react';
import { ContactEmailInput, ContactMobileInput, contactRules, PrimaryButton, SecondaryButton, StepActions } from '@/payments';
import { useTranslation } from '@/shared/i18n';

interface ContactPromptProps {
  kind: 'email' | 'mobile';
  initial: string;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/**
 * The visitor's e-mail, then mobile (8 local digits or with 968, kept as 968 and 8 digits), asked before
 * paying for a gift card (spec 02 §4, §5). A click outside does not close it; Cancel (or Escape) stops the purchase at the bill.
 */
export function ContactPrompt({ kind, initial, onSubmit, onCancel }: ContactPromptProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const v = kind === 'mobile' ? contactRules.mobile(value) : value.trim();
    if (!v) return setError(t('validation.fieldRequired'));
    if (!(kind === 'mobile' ? contactRules.isMobile(v) : contactRules.email(v))) return setError(t(`payment.gift.${kind}.invalid`));
    onSubmit(v);
  };
  return (
    <AppModal opened onClose={onCancel} closeOnClickOutside={false} title={t(`payment.gift.${kind}.title`)}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text c="gray.7" size="sm">
            {t(`payment.gift.${kind}.text`)}
          </Text>
          {kind === 'email' ? (
            <ContactEmailInput
              label={t('payment.gift.email.label')}
              data-autofocus
              value={value}
              error={error}
              onChange={(e) => setValue(e.currentTarget.value)}
            />
          ) : (
            <ContactMobileInput
              label={t('payment.gift.mobile.label')}
              description={t('payment.gift.mobile.hint')}
              data-autofocus
              value={value}
              error={error}
              onDigits={setValue}
            />
          )}
          <StepActions>
            <PrimaryButton type="submit">{t('payment.gift.continue')}</PrimaryButton>
            <SecondaryButton onClick={onCancel}>{t('common.cancel')}</SecondaryButton>
          </StepActions>
        </Stack>
      </form>
    </AppModal>
  );
}
