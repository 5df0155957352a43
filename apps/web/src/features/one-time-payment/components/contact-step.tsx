import { Stack } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { ContactEmailInput, ContactMobileInput, PrimaryButton, SecondaryButton, StepActions } from '@/payments';
import { loadOnce } from '@/shared/lib/load-once';
import { usePreloadWhenIdle } from '@/shared/ui/on-demand';
import { keyFromData, useTranslation } from '@/shared/i18n';

export interface Contact {
  email: string;
  mobile: string;
}

// The rules (zod) load with the form's first check, not with the page (decision 032).
const rules = loadOnce(() => import('./contact-schema'));
const resolverFor =
  (needMobile: boolean): Resolver<Contact> =>
  async (values, context, options) =>
    (await rules()).contactResolver(needMobile)(values, context, options);

interface ContactStepProps {
  /** A visitor gives a mobile number as well; a signed-in customer has one on the profile. */
  needMobile: boolean;
  defaults: Contact;
  onSubmit: (contact: Contact) => void;
  onBack: () => void;
}

/** The e-mail (and a visitor's mobile) the card page needs, asked before leaving for it (spec 02 §4, §5). */
export function ContactStep({ needMobile, defaults, onSubmit, onBack }: ContactStepProps) {
  const { t } = useTranslation();
  usePreloadWhenIdle({ preload: rules });
  const form = useForm<Contact>({ resolver: resolverFor(needMobile), defaultValues: defaults });
  const err = (name: keyof Contact) => {
    const message = form.formState.errors[name]?.message;
    return message ? t(keyFromData(message)) : undefined;
  };
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((v) => onSubmit({ email: v.email.trim(), mobile: v.mobile }))(e)}>
      <Stack gap="md" maw={480}>
        <ContactEmailInput label={t('payment.oneTime.contact.email')} error={err('email')} {...form.register('email')} />
        {needMobile ? (
          <ContactMobileInput
            label={t('payment.oneTime.contact.mobile')}
            description={t('validation.mobileHint')}
            error={err('mobile')}
            value={form.watch('mobile')}
            onDigits={(v) => form.setValue('mobile', v, { shouldValidate: form.formState.isSubmitted })}
          />
        ) : null}
        <StepActions>
          <PrimaryButton type="submit">{t('payment.oneTime.contact.continue')}</PrimaryButton>
          <SecondaryButton onClick={onBack}>{t('common.back')}</SecondaryButton>
        </StepActions>
      </Stack>
    </form>
  );
}
