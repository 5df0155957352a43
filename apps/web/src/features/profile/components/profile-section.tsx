import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { onDemand, useOpenedOnce, usePreloadWhenIdle } from '@/shared/ui/on-demand';
import type { ProfileSaver } from './use-profile-save';

// The code dialog (Mantine's Modal with it) loads once the customer starts on the page, or with the first code.
const OtpDialog = onDemand(() => import('@/shared/ui/otp-dialog').then((m) => m.OtpDialog));

/** One titled block of the profile page. */
export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h4" c="brand.9" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A profile form: its sections, one Save, and the code dialog the save may open (spec 01 §4). */
export function ProfileForm({
  label,
  saver,
  onSubmit,
  children,
}: {
  label: string;
  saver: ProfileSaver;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  usePreloadWhenIdle(OtpDialog);
  const wanted = useOpenedOnce(saver.challenge !== null);
  // The code dialog stays outside the form: React events bubble through portals, and its own submit
  // must not submit the profile again.
  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack gap="lg">
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={saver.busy}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {wanted ? (
        <OtpDialog
          challenge={saver.challenge}
          description={t('profile.codeSent')}
          onVerify={saver.verify}
          onResend={saver.resend}
          onCancel={saver.cancel}
        />
      ) : null}
    </>
  );
}
