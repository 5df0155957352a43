import { SimpleGrid, Stack } from '@mantine/core';
import { COUNTRY_PREFIX } from '@portal/contract';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { TermsCheckbox } from '@/shared/content/terms-checkbox';
import { useFieldError } from '@/shared/forms/field-error';
import { useTranslation, type Language } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { showWarning } from '@/shared/ui/dialogs';
import type { AddCustomerBody } from '../api/add-customer';
import { eighteenYearsAgo } from './individual-dates';
import type { IndividualInput, IndividualValues } from './individual-schema';
import { lazyResolverFor } from '@/shared/forms/lazy-resolver';
import { usePreloadWhenIdle } from '@/shared/ui/on-demand';
import { RegistrationActions } from './registration-actions';
import { personLegalDocument } from '@/shared/forms/person-document';
import { BirthDateInput, DocumentInputs, PersonMobileInput, NameInputs, ResidenceInput, type NamePart } from '@/shared/forms/person-inputs';
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

// Sign-up asks for no third name (spec 01 §2); the profile has one.
const NAMES: NamePart[] = ['firstName', 'secondName', 'lastName'];

export function IndividualForm({ onSubmit, busy }: { onSubmit: (body: AddCustomerBody) => Promise<void>; busy: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
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

  const submit = form.handleSubmit(async (values) => {
    if (!values.terms) return showWarning(t('validation.PleaseAcceptTermsConditions'));
    await onSubmit(toBody(values, lang));
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('registration.individual.formLabel')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
          <NameInputs form={form} parts={NAMES} autoComplete />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <DocumentInputs form={form} />
          <PersonMobileInput form={form} label={t('registration.mobile')} />
          <BirthDateInput form={form} />
          <ResidenceInput form={form} />
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
