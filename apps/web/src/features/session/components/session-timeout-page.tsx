import '@/shared/ui/mantine-css/display';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Bilingual } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SESSION_TIMEOUT_INFO, type IDLE_ENDED } from '@/shared/api/client';
import { flowStorage } from '@/shared/api/session-store';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { logout } from '@/shared/api/logout';

/**
 * Spec 01 §2 "Session end screens": the stored server message (the portal's own when it ended an idle
 * session; else the default), an error alert, then logout and clearing of the timeout info and auth data;
 * Return To Login is disabled while that runs.
 */
export function SessionTimeOutPage() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const navigate = useNavigate();
  const [message] = useState(() => flowStorage.get<Bilingual | typeof IDLE_ENDED>(SESSION_TIMEOUT_INFO));
  const [processing, setProcessing] = useState(true);

  useEffect(() => {
    let active = true;
    void logout().finally(() => {
      flowStorage.remove(SESSION_TIMEOUT_INFO);
      if (active) setProcessing(false);
    });
    return () => {
      active = false;
    };
  }, []);

  const text = !message ? t('session.defaultMessage') : 'idle' in message ? t('session.idleEnded') : pick(message);
  return (
    <Paper maw={520} mx="auto" p="xl" withBorder radius="md">
      <Stack align="center" ta="center">
        <img src={`${import.meta.env.BASE_URL}session-timeout.svg`} alt="" width={120} height={120} />
        <Title order={1} size="h2">
          {t('session.timeoutTitle')}
        </Title>
        <Alert color="red" variant="light" role="alert" w="100%">
          <Text c="red.9">{text}</Text>
        </Alert>
        <Button onClick={() => navigate(paths.root, { replace: true })} disabled={processing} loading={processing}>
          {t('session.returnToLogin')}
        </Button>
      </Stack>
    </Paper>
  );
}
