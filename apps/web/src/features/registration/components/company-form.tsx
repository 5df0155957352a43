import { SimpleGrid, Stack } from '@mantine/core';
import { COUNTRY_PREFIX } from '@portal/contract';
import { Controller, useForm } from 'react-hook-form';
import { TermsCheckbox } from '@/shared/content/terms-checkbox';
import { CompanyInputs } from '@/shared/forms/company-inputs';
import { useFieldError } from '@/shared/forms/field-error';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { showWarning } from '@/shared/ui/dialogs';
import { MobileField } from '@/shared/ui/mobile-field';
import { EmailInput } from '@/shared/ui/email-input';
import type { AddCustomerBody } from '../api/add-customer';
import type { CompanyInput, CompanyValues } from './company-schema';
import { lazyResolverFor } from '@/shared/forms/lazy-resolver';
import { usePreloadWhenIdle } from '@/shared/ui/on-demand';
import { RegistrationActions } from './registration-actions';

/** A company's name travels as CustomerInfo.firstName and its CR number as a CNID document. */
function toBody(v: CompanyValues, language: 'en' | 'ar'): AddCustomerBody {
  return {
    CustomerInfo: {
      firstName: v.companyName,
      contactPersonName: v.contactPersonName,
      contactPersonJobTitle: v.contactPersonJobTitle,
      email: v.email,
      mobileNo: `${COUNTRY_PREFIX}${v.mobile}`,
      language,
    },
    legalDocument: { documentType: 'CNID', documentNo: v.crNumber.toUpperCase() },
  };
}

// The rules (zod) load with the form's first check, or once the visitor starts on the page (decisions 032, 035).
const companyRules = lazyResolverFor<[], CompanyInput, CompanyValues>(() => import('./company-schema').then((m) => m.companyResolver));
const companyResolver = companyRules();

export function CompanyForm({ onSubmit, busy }: { onSubmit: (body: AddCustomerBody) => Promise<void>; busy: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  usePreloadWhenIdle(companyRules);
  const form = useForm<CompanyInput, unknown, CompanyValues>({
    resolver: companyResolver,
    defaultValues: { companyName: '', crNumber: '', contactPersonName: '', contactPersonJobTitle: '', email: '', mobile: '', terms: false },
  });
  const err = useFieldError(form);

  const submit = form.handleSubmit(async (values) => {
    if (!values.terms) return showWarning(t('validation.PleaseAcceptTermsConditions'));
    await onSubmit(toBody(values, lang));
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('registration.company.formLabel')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <CompanyInputs form={form} nameField="companyName" crRequired crHint={t('person.upTo10')} />
          <EmailInput label={t('registration.email')} required error={err('email')} {...form.register('email')} />
          <MobileField control={form.control} name="mobile" label={t('registration.mobile')} required error={err('mobile')} />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="terms"
          render={({ field }) => <TermsCheckbox checked={field.value} onChange={field.onChange} />}
        />
        <RegistrationActions submitLabel={t('registration.register')} busy={busy} />
      </Stack>
    </form>
  );
}
