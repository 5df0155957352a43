import { Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '@/shared/ui/app-modal';
import { useTranslation } from '@/shared/i18n';

interface IdleWarningProps {
  /** Seconds before the session ends; null once the customer chose to stay (the dialog closes). */
  secondsLeft: number | null;
  onStay: () => void;
  onLogout: () => void;
}

/** "Your session is about to end" (spec 01 §4), for companies: stay signed in, or log out now. */
export function IdleWarning({ secondsLeft, onStay, onLogout }: IdleWarningProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={secondsLeft !== null} onClose={onStay} title={t('session.warningTitle')} closeOnClickOutside={false}>
      <Stack>
        <Text role="alert">{t('session.warningText', { seconds: secondsLeft ?? 0 })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onLogout}>
            {t('header.logout')}
          </Button>
          <Button data-autofocus onClick={onStay}>
            {t('session.stay')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
