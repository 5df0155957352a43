import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import '@/shared/ui/mantine-css/fields';
import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { CustomerTypeControl, type CustomerType } from '@/shared/ui/customer-type-control';
import { FormCard } from '@/shared/ui/form-card';
import { OtpDialog } from '@/shared/ui/otp-dialog';
import { CompanyForm } from './company-form';
import { IndividualForm } from './individual-form';
import { useRegistration } from './use-registration';

/** /SelfRegistration: a company or an individual signs up; a code to the mobile confirms it. */
export function SelfRegistrationPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<CustomerType>('company');
  // "New here? Register" under the login's Individual tab opens the individual form (issue 35). After the
  // first render: a page drawn at build time shows the company form, and the first render must match it.
  const [params] = useSearchParams();
  const asked = params.get('type');
  useEffect(() => {
    if (asked === 'individual') setType('individual');
  }, [asked]);
  const registration = useRegistration();
  return (
    <FormCard title={t('registration.title')} subtitle={t(`registration.${type}.intro`)} maw={860}>
      <Stack gap="lg">
        <CustomerTypeControl value={type} onChange={setType} order={['company', 'individual']} />
        {type === 'company' ? (
          <CompanyForm onSubmit={registration.submit} busy={registration.busy} />
        ) : (
          <IndividualForm onSubmit={registration.submit} busy={registration.busy} />
        )}
      </Stack>
      <OtpDialog
        challenge={registration.challenge}
        description={t('common.otp.sent')}
        onVerify={registration.verify}
        onResend={registration.resend}
        onCancel={registration.cancel}
      />
    </FormCard>
  );
}
