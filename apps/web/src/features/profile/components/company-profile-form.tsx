import { SimpleGrid, TextInput } from '@mantine/core';
import { COMPANY_NAME_MAX, ID_MAX, NAME_MAX, type ProfileDetails } from '@portal/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useFieldError } from '@/shared/forms/field-error';
import { useTranslation, type Language } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { MobileField } from '@/shared/ui/mobile-input';
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
  const nameField = lang === 'ar' ? 'companyNameAr' : 'companyName';

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
          <TextInput
            key={nameField}
            label={t('profile.company.name')}
            description={t('registration.company.nameHint')}
            autoComplete="organization"
            maxLength={COMPANY_NAME_MAX}
            required
            error={err(nameField)}
            {...form.register(nameField)}
          />
          <TextInput
            label={t('profile.company.crNumber')}
            description={t('profile.crOptional')}
            maxLength={ID_MAX}
            error={err('crNumber')}
            {...form.register('crNumber')}
          />
          <TextInput
            label={t('profile.company.contactName')}
            description={t('profile.englishLettersHint')}
            autoComplete="name"
            maxLength={NAME_MAX}
            required
            error={err('contactPersonName')}
            {...form.register('contactPersonName')}
          />
          <TextInput
            label={t('profile.company.jobTitle')}
            description={t('profile.englishLettersHint')}
            autoComplete="organization-title"
            maxLength={NAME_MAX}
            required
            error={err('contactPersonJobTitle')}
            {...form.register('contactPersonJobTitle')}
          />
          <MobileField
            control={form.control}
            name="mobile"
            label={t('profile.mobile')}
            description={t('profile.mobileHint')}
            required
            error={err('mobile')}
          />
          <EmailInput label={t('profile.email')} required error={err('email')} {...form.register('email')} />
        </SimpleGrid>
      </ProfileSection>
      <ProfileSection title={t('profile.password.section')}>
        <PasswordBlock register={(name) => form.register(name)} error={(name) => err(name)} />
      </ProfileSection>
    </ProfileForm>
  );
}
