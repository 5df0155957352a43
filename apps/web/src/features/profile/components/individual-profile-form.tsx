import { SimpleGrid, TextInput } from '@mantine/core';
import { ID_MAX, NAME_MAX, omanDay, type ProfileDetails } from '@portal/contract';
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
import { usePersonLookups } from '@/shared/lookups/use-person-lookups';
import { CountryField } from '@/shared/forms/country-field';
import { documentTypeFor } from '@/shared/forms/person-document';
import { EmailInput } from '@/shared/ui/email-input';
import { useProfileSave } from './use-profile-save';

type Profile = ProfileDetails['customers'];

// The rules (zod) load with the form's first check, or once the customer starts on the page (decisions 032, 035).
const rules = loadOnce(() => import('./individual-profile-rules'));
const individualRules = lazyResolverFor<[Language], IndividualInput, IndividualValues>(() => rules().then((m) => m.individualResolver));

/** The individual view: names in the interface language, birth date, nationality → ID type, ID number, residence, email. */
export function IndividualProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const lookups = usePersonLookups();
  usePreloadWhenIdle(individualRules);
  const form = useForm<IndividualInput, unknown, IndividualValues>({
    resolver: useMemo(() => individualRules(lang), [lang]),
    defaultValues: individualDefaults(profile),
  });
  const saver = useProfileSave({ onSaved: (p) => form.reset(individualDefaults(p)), onPasswordChanged: () => undefined });
  const err = useFieldError(form);
  const nationality = form.watch('nationality');
  const suffix = lang === 'ar' ? 'Ar' : '';
  const name = (key: 'firstName' | 'secondName' | 'thirdName' | 'lastName') => `${key}${suffix}` as const;
  const lettersHint = t(lang === 'ar' ? 'profile.arabicLettersHint' : 'profile.englishLettersHint');

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
          <TextInput
            key={name('firstName')}
            label={t('profile.individual.firstName')}
            description={lettersHint}
            maxLength={NAME_MAX}
            required
            error={err(name('firstName'))}
            {...form.register(name('firstName'))}
          />
          <TextInput
            key={name('secondName')}
            label={t('profile.individual.secondName')}
            description={lettersHint}
            maxLength={NAME_MAX}
            error={err(name('secondName'))}
            {...form.register(name('secondName'))}
          />
          <TextInput
            key={name('thirdName')}
            label={t('profile.individual.thirdName')}
            description={lettersHint}
            maxLength={NAME_MAX}
            error={err(name('thirdName'))}
            {...form.register(name('thirdName'))}
          />
          <TextInput
            key={name('lastName')}
            label={t('profile.individual.lastName')}
            description={lettersHint}
            maxLength={NAME_MAX}
            required
            error={err(name('lastName'))}
            {...form.register(name('lastName'))}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" mt="md">
          <TextInput
            label={t('profile.individual.dateOfBirth')}
            type="date"
            max={omanDay(new Date())}
            required
            error={err('dateOfBirth')}
            {...form.register('dateOfBirth')}
          />
          <CountryField
            control={form.control}
            name="nationality"
            label={t('profile.individual.nationality')}
            description={t('profile.individual.idTypeHint')}
            error={err('nationality')}
          />
          <TextInput
            label={t('profile.individual.idType')}
            readOnly
            description={t('profile.readOnly')}
            value={nationality ? lookups.documentTypeName(documentTypeFor(nationality)) : ''}
          />
          <TextInput
            label={t('profile.individual.idNumber')}
            description={t('profile.upTo10')}
            maxLength={ID_MAX}
            required
            error={err('idNumber')}
            {...form.register('idNumber')}
          />
          <CountryField
            control={form.control}
            name="countryOfResidence"
            label={t('profile.individual.countryOfResidence')}
            error={err('countryOfResidence')}
          />
          <EmailInput label={t('profile.email')} description={t('profile.optional')} error={err('email')} {...form.register('email')} />
        </SimpleGrid>
      </ProfileSection>
    </ProfileForm>
  );
}
