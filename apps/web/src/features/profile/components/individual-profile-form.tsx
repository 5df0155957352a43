import { SimpleGrid } from '@mantine/core';
import type { ProfileDetails } from '@portal/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useFieldError } from '@/shared/forms/field-error';
import { useTranslation, type Language } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { individualBody, individualDefaults, type IndividualInput, type IndividualValues } from './individual-profile';
import { lazyResolverFor } from '@/shared/forms/lazy-resolver';
import { loadOnce } from '@/shared/lib/load-once';
import { usePreloadWhenIdle } from '@/shared/ui/on-demand';
import { ProfileForm, ProfileSection } from './profile-section';
import { BirthDateInput, DocumentInputs, NameInputs, ResidenceInput, type NamePart } from '@/shared/forms/person-inputs';
import { EmailInput } from '@/shared/ui/email-input';
import { useProfileSave } from './use-profile-save';

type Profile = ProfileDetails['customers'];

// The rules (zod) load with the form's first check, or once the customer starts on the page (decisions 032, 035).
const rules = loadOnce(() => import('./individual-profile-rules'));
const individualRules = lazyResolverFor<[Language], IndividualInput, IndividualValues>(() => rules().then((m) => m.individualResolver));

const NAMES: NamePart[] = ['firstName', 'secondName', 'thirdName', 'lastName'];

/** The individual view: names in the interface language, birth date, nationality → ID type, ID number, residence, email. */
export function IndividualProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  usePreloadWhenIdle(individualRules);
  const form = useForm<IndividualInput, unknown, IndividualValues>({
    resolver: useMemo(() => individualRules(lang), [lang]),
    defaultValues: individualDefaults(profile),
  });
  const saver = useProfileSave({ onSaved: (p) => form.reset(individualDefaults(p)), onPasswordChanged: () => undefined });
  const err = useFieldError(form);

  const submit = form.handleSubmit(async (values) => {
    const loaded = (await rules()).storedIndividual(lang, individualDefaults(profile));
    return saver.save({
      body: individualBody(values, profile, lang),
      stored: loaded ? individualBody(loaded, profile, lang) : null,
      password: null,
    });
  });

  return (
    <ProfileForm label={t('profile.individual.formLabel')} saver={saver} onSubmit={submit}>
      <ProfileSection title={t('profile.individual.section')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="md">
          <NameInputs form={form} parts={NAMES} fieldOf={(part) => `${part}${lang === 'ar' ? 'Ar' : ''}` as const} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" mt="md">
          <BirthDateInput form={form} />
          <DocumentInputs form={form} />
          <ResidenceInput form={form} />
          <EmailInput label={t('profile.email')} description={t('profile.optional')} error={err('email')} {...form.register('email')} />
        </SimpleGrid>
      </ProfileSection>
    </ProfileForm>
  );
}
