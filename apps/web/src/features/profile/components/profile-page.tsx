import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/fields';
import { Alert, Center, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useProfile } from '../api/get-customer';
import { CompanyProfileForm } from './company-profile-form';
import { IndividualProfileForm } from './individual-profile-form';
import { Loading } from '@/shared/ui/loading';

/** /PersonalProfile: the company or the individual view of the signed-in customer's own record. */
/** `below` is drawn under the form once the record is loaded (the route puts the Notifications section there). */
export function PersonalProfilePage({ below }: { below?: ReactNode }) {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <Center py="xl">
        <Loading />
      </Center>
    );
  }
  if (profile.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('common.loadFailed')}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      {profile.data.legalDocument.documentType === 'CNID' ? (
        <CompanyProfileForm profile={profile.data} />
      ) : (
        <IndividualProfileForm profile={profile.data} />
      )}
      {below}
    </Stack>
  );
}
