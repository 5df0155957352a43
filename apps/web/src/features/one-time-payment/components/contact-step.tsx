import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ContactEmailInput, ContactMobileInput, contactRules, PrimaryButton, SecondaryButton, StepActions } from '@/payments';
import { useTranslation } from '@/shared/i18n';

export interface Contact {
  email: string;
  mobile: string;
}

const schema = (needMobile: boolean) =>
  z.object({
    email: z.string().trim().min(1, 'validation.fieldRequired').refine(contactRules.email, 'payment.oneTime.contact.invalidEmail'),
    mobile: needMobile
      ? z
          .string()
          .transform((v) => (v.trim() ? contactRules.mobile(v) : ''))
          .pipe(z.string().min(1, 'validation.fieldRequired').refine(contactRules.isMobile, 'payment.oneTime.contact.invalidMobile'))
      : z.string(),
  });

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
  const form = useForm<Contact>({ resolver: zodResolver(schema(needMobile)) as never, defaultValues: defaults });
  const err = (name: keyof Contact) => {
    const message = form.formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((v) => onSubmit({ email: v.email.trim(), mobile: v.mobile }))(e)}>
      <Stack gap="md" maw={480}>
        <ContactEmailInput label={t('payment.oneTime.contact.email')} error={err('email')} {...form.register('email')} />
        {needMobile ? (
          <ContactMobileInput
            label={t('payment.oneTime.contact.mobile')}
            description={t('payment.oneTime.contact.mobileHint')}
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
