import { SimpleGrid } from '@mantine/core';
import type { ProfileDetails } from '@portal/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { CompanyInputs } from '@/shared/forms/company-inputs';
import { useFieldError } from '@/shared/forms/field-error';
import { useTranslation, type Language } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { PersonMobileInput } from '@/shared/forms/person-inputs';
import { EmailInput } from '@/shared/ui/email-input';
import { companyBody, companyDefaults, type CompanyInput, type CompanyValues } from './company-profile';
import { lazyResolverFor } from '@/shared/forms/lazy-resolver';
import { loadOnce } from '@/shared/lib/load-once';
import { usePreloadWhenIdle } from '@/shared/ui/on-demand';
import { PasswordBlock } from './password-block';
import { ProfileForm, ProfileSection } from './profile-section';
import { useProfileSave } from './use-profile-save';

type Profile = ProfileDetails['customers'];
const PASSWORDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

// The rules (zod) load with the form's first check, or once the customer starts on the page (decisions 032, 035).
const rules = loadOnce(() => import('./company-profile-rules'));
const companyRules = lazyResolverFor<[Language], CompanyInput, CompanyValues>(() => rules().then((m) => m.companyResolver));

/** The company view and the change-password block; one Save for both. */
export function CompanyProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  usePreloadWhenIdle(companyRules);
  const form = useForm<CompanyInput, unknown, CompanyValues>({
    resolver: useMemo(() => companyRules(lang), [lang]),
    defaultValues: companyDefaults(profile),
  });
  const saver = useProfileSave({
    onSaved: (p) => form.reset(companyDefaults(p)),
    onPasswordChanged: () => PASSWORDS.forEach((name) => form.resetField(name)),
  });
  const err = useFieldError(form);

  const submit = form.handleSubmit(async (values) => {
    const loaded = (await rules()).storedCompany(lang, companyDefaults(profile));
    // Spec 01 §5: the change runs only when the old password is filled.
    const password = values.oldPassword
      ? { oldPassword: values.oldPassword, newPassword: values.newPassword, confirmPassword: values.confirmPassword }
      : null;
    return saver.save({
      body: companyBody(values, profile, lang),
      stored: loaded ? companyBody(loaded, profile, lang) : null,
      password,
    });
  });

  return (
    <ProfileForm label={t('profile.company.formLabel')} saver={saver} onSubmit={submit}>
      <ProfileSection title={t('profile.company.section')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <CompanyInputs
            form={form}
            nameField={lang === 'ar' ? 'companyNameAr' : 'companyName'}
            crRequired={false}
            crHint={t('profile.crOptional')}
          />
          <PersonMobileInput form={form} label={t('profile.mobile')} />
          <EmailInput label={t('profile.email')} required error={err('email')} {...form.register('email')} />
        </SimpleGrid>
      </ProfileSection>
      <ProfileSection title={t('profile.password.section')}>
        <PasswordBlock register={(name) => form.register(name)} error={(name) => err(name)} />
      </ProfileSection>
    </ProfileForm>
  );
}
