import { Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '@/shared/ui/app-modal';
import { calls } from '@/shared/api/calls';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { callApi, SESSION_TIMEOUT_INFO } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';
import { logout } from '@/shared/api/logout';
import { useTranslation } from '@/shared/i18n';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;
const WARNING_SECONDS = 60;

/**
 * Idle handling (spec 01 §4, decision 004). The server ends a session after timerSessionTimeout
 * seconds without a call. Company (CNID) users are warned a minute before and may stay signed in;
 * after the limit they are signed out. For individuals, activity keeps the session alive instead.
 */
export function IdleTimeout() {
  const auth = useAuth();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lastActivity = useRef(Date.now());
  const lastPing = useRef(Date.now());
  const [warningLeft, setWarningLeft] = useState<number | null>(null);
  const limit = auth?.TimerSessionTimeout ?? 0;
  const isCompany = auth?.legalDocument.documentType === 'CNID';

  useEffect(() => {
    if (!limit) return;
    const onActivity = () => {
      lastActivity.current = Date.now();
    };
    ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    const tick = window.setInterval(() => {
      const idle = (Date.now() - Math.max(lastActivity.current, lastPing.current)) / 1000;
      if (isCompany) {
        const left = Math.ceil(limit - idle);
        if (left <= 0) {
          window.clearInterval(tick);
          sessionStorage.setItem(
            SESSION_TIMEOUT_INFO,
            JSON.stringify({ en: t('session.idleEnded', { lng: 'en' }), ar: t('session.idleEnded', { lng: 'ar' }) }),
          );
          navigate(paths.sessionTimeOut, { replace: true });
        } else {
          setWarningLeft(left <= Math.min(WARNING_SECONDS, limit / 2) ? left : null);
        }
      } else if (lastActivity.current > lastPing.current && (Date.now() - lastPing.current) / 1000 > limit / 2) {
        lastPing.current = Date.now();
        void callApi(calls.keepAlive, {}).catch(() => undefined);
      }
    }, 1000);
    return () => {
      window.clearInterval(tick);
      ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, onActivity));
    };
  }, [limit, isCompany, navigate, t]);

  const stay = async () => {
    lastPing.current = Date.now();
    setWarningLeft(null);
    await callApi(calls.keepAlive, {}).catch(() => undefined);
  };

  return (
    <AppModal opened={warningLeft !== null} onClose={() => void stay()} title={t('session.warningTitle')} closeOnClickOutside={false}>
      <Stack>
        <Text role="alert">{t('session.warningText', { seconds: warningLeft ?? 0 })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void logout().then(() => navigate(paths.root, { replace: true }))}>
            {t('header.logout')}
          </Button>
          <Button data-autofocus onClick={() => void stay()}>
            {t('session.stay')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
