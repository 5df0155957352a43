import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { COUNTRY_PREFIX, ID_MAX, NAME_MAX } from '@portal/contract';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { TermsCheckbox } from '@/shared/content/terms-checkbox';
import { useFieldError } from '@/shared/forms/field-error';
import { useTranslation, type Language } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { showWarning } from '@/shared/ui/dialogs';
import { MobileField } from '@/shared/ui/mobile-input';
import type { AddCustomerBody } from '../api/add-customer';
import { eighteenYearsAgo, today } from './individual-dates';
import type { IndividualInput, IndividualValues } from './individual-schema';
import { lazyResolverFor } from '@/shared/forms/lazy-resolver';
import { usePreloadWhenIdle } from '@/shared/ui/on-demand';
import { RegistrationActions } from './registration-actions';
import { usePersonLookups } from '@/shared/lookups/use-person-lookups';
import { CountryField } from '@/shared/forms/country-field';
import { documentTypeFor, personLegalDocument } from '@/shared/forms/person-document';
import { EmailInput } from '@/shared/ui/email-input';

/** Names go in the English or the Arabic fields, by the language the customer registers in. */
function toBody(v: IndividualValues, language: 'en' | 'ar'): AddCustomerBody {
  const names =
    language === 'ar'
      ? { firstNameAr: v.firstName, secondNameAr: v.secondName || null, lastNameAr: v.lastName }
      : { firstName: v.firstName, secondName: v.secondName || null, lastName: v.lastName };
  return {
    CustomerInfo: { ...names, email: v.email || null, mobileNo: `${COUNTRY_PREFIX}${v.mobile}`, language },
    legalDocument: personLegalDocument(v),
  };
}

// The rules (zod) load with the form's first check, or once the visitor starts on the page (decisions 032, 035).
const individualRules = lazyResolverFor<[Language], IndividualInput, IndividualValues>(() =>
  import('./individual-schema').then((m) => m.individualResolver),
);

export function IndividualForm({ onSubmit, busy }: { onSubmit: (body: AddCustomerBody) => Promise<void>; busy: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const lookups = usePersonLookups();
  usePreloadWhenIdle(individualRules);
  const form = useForm<IndividualInput, unknown, IndividualValues>({
    resolver: useMemo(() => individualRules(lang), [lang]),
    defaultValues: {
      firstName: '',
      secondName: '',
      lastName: '',
      nationality: '',
      idNumber: '',
      mobile: '',
      dateOfBirth: eighteenYearsAgo(),
      countryOfResidence: '',
      email: '',
      terms: false,
    },
  });
  const err = useFieldError(form);
  const nationality = form.watch('nationality');
  const lettersHint = t(lang === 'ar' ? 'registration.arabicLettersHint' : 'registration.englishLettersHint');

  const submit = form.handleSubmit(async (values) => {
    if (!values.terms) return showWarning(t('validation.PleaseAcceptTermsConditions'));
    await onSubmit(toBody(values, lang));
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('registration.individual.formLabel')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('registration.individual.firstName')}
            description={lettersHint}
            autoComplete="given-name"
            maxLength={NAME_MAX}
            required
            error={err('firstName')}
            {...form.register('firstName')}
          />
          <TextInput
            label={t('registration.individual.secondName')}
            description={lettersHint}
            autoComplete="additional-name"
            maxLength={NAME_MAX}
            error={err('secondName')}
            {...form.register('secondName')}
          />
          <TextInput
            label={t('registration.individual.lastName')}
            description={lettersHint}
            autoComplete="family-name"
            maxLength={NAME_MAX}
            required
            error={err('lastName')}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <CountryField
            control={form.control}
            name="nationality"
            label={t('registration.individual.nationality')}
            description={t('registration.individual.idTypeHint')}
            error={err('nationality')}
          />
          <TextInput
            label={t('registration.individual.idType')}
            readOnly
            description={t('registration.individual.readOnly')}
            value={nationality ? lookups.documentTypeName(documentTypeFor(nationality)) : ''}
          />
          <TextInput
            label={t('registration.individual.idNumber')}
            description={t('registration.upTo10')}
            maxLength={ID_MAX}
            required
            error={err('idNumber')}
            {...form.register('idNumber')}
          />
          <MobileField
            control={form.control}
            name="mobile"
            label={t('registration.mobile')}
            description={t('registration.individual.mobileHint')}
            required
            error={err('mobile')}
          />
          <TextInput
            label={t('registration.individual.dateOfBirth')}
            type="date"
            max={today()}
            required
            error={err('dateOfBirth')}
            {...form.register('dateOfBirth')}
          />
          <CountryField
            control={form.control}
            name="countryOfResidence"
            label={t('registration.individual.countryOfResidence')}
            error={err('countryOfResidence')}
          />
          <EmailInput
            label={t('registration.email')}
            description={t('registration.optional')}
            error={err('email')}
            {...form.register('email')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="terms"
          render={({ field }) => <TermsCheckbox checked={field.value} onChange={field.onChange} />}
        />
        <RegistrationActions submitLabel={t('common.proceed')} busy={busy} />
      </Stack>
    </form>
  );
}
