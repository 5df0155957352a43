import { calls } from '@/shared/api/calls';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { callApi, IDLE_ENDED, SESSION_TIMEOUT_INFO } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';
import { logout } from '@/shared/api/logout';
import { onDemand, useOpenedOnce } from '@/shared/ui/on-demand';

/** The warning dialog, a minute before a company's session ends: its code comes when it is first shown. */
const IdleWarning = onDemand(() => import('./idle-warning').then((m) => m.IdleWarning));

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;
const WARNING_SECONDS = 60;

/**
 * Idle handling (spec 01 §4, decision 004). The server ends a session after timerSessionTimeout
 * seconds without a call. Activity keeps it alive (a KeepAlive at most every half-limit). Company (CNID)
 * users are warned a minute before the server's limit, counted from our last call, and may stay signed
 * in; after the limit they are signed out. Individuals meet the server's -77 instead.
 */
export function IdleTimeout() {
  const auth = useAuth();
  const navigate = useNavigate();
  const lastPing = useRef(Date.now());
  /** Activity since our last call. None counts while the warning is open: a mouse moved toward "Stay signed in" is no answer. */
  const active = useRef(false);
  const warned = useRef(false);
  const [warningLeft, setWarningLeft] = useState<number | null>(null);
  const limit = auth?.TimerSessionTimeout ?? 0;
  const isCompany = auth?.legalDocument.documentType === 'CNID';

  useEffect(() => {
    if (!limit) return;
    const onActivity = () => {
      if (!warned.current) active.current = true;
    };
    ACTIVITY_EVENTS.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    const tick = setInterval(() => {
      // The server's clock restarts at our last call, not at the last mouse move.
      const idle = (Date.now() - lastPing.current) / 1000;
      if (active.current && idle > limit / 2) {
        active.current = false;
        lastPing.current = Date.now();
        void callApi(calls.keepAlive, {}).catch(() => undefined);
        return;
      }
      if (!isCompany) return;
      const left = Math.ceil(limit - idle);
      if (left <= 0) {
        clearInterval(tick);
        // Said by the page in its own language (only one language's strings are loaded: decision 076).
        sessionStorage.setItem(SESSION_TIMEOUT_INFO, JSON.stringify(IDLE_ENDED));
        navigate(paths.sessionTimeOut, { replace: true });
      } else {
        warned.current = left <= Math.min(WARNING_SECONDS, limit / 2);
        setWarningLeft(warned.current ? left : null);
      }
    }, 1000);
    return () => {
      clearInterval(tick);
      ACTIVITY_EVENTS.forEach((e) => window.removeEventListener(e, onActivity));
    };
  }, [limit, isCompany, navigate]);

  const stay = async () => {
    lastPing.current = Date.now();
    warned.current = false;
    setWarningLeft(null);
    await callApi(calls.keepAlive, {}).catch(() => undefined);
  };

  const opened = useOpenedOnce(warningLeft !== null);
  if (!opened) return null;
  return (
    <IdleWarning
      secondsLeft={warningLeft}
      onStay={() => void stay()}
      onLogout={() => void logout().then(() => navigate(paths.root, { replace: true }))}
    />
  );
}
