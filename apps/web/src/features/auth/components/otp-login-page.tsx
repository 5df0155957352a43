import { Anchor, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { sessionStore } from '@/shared/api/session-store';
import { showError } from '@/shared/ui/dialogs';
import { FormCard } from '@/shared/ui/form-card';
import { OtpForm } from '@/shared/ui/otp-form';
import { login } from '../api/login';
import { loginCodeFlow, toChallenge, type LoginCodeFlow } from '../flow';

/**
 * The number as the customer knows it, all but its last 4 digits hidden, kept left to right in Arabic:
 * 96890001234 → "+968 •••• 1234".
 */
const maskedMobile = (full: string) => `\u2066+968 •••• ${full.slice(-4)}\u2069`;

/** /OTPLogin: the code sent to an individual's mobile. Without a stored code the visitor goes home. */
export function OtpLoginPage() {
  const stored = loginCodeFlow.read();
  if (!stored?.length || !stored.userName) return <Navigate to={paths.root} replace />;
  return <OtpLoginCard stored={stored} />;
}

function OtpLoginCard({ stored }: { stored: LoginCodeFlow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState(() => toChallenge(stored));
  const credentials = { userName: stored.userName, password: '' };

  const verify = async (pin: string) => {
    try {
      const outcome = await login(credentials, { pin, challenge });
      if (outcome.kind === 'signedIn') {
        loginCodeFlow.clear();
        sessionStore.signIn(outcome.details);
        navigate(paths.dashboard, { replace: true });
        return true;
      }
      void showError(outcome.kind === 'error' ? outcome.text : t('auth.otp.failed'));
    } catch {
      // Network failures are logged by the client.
    }
    return false;
  };

  const resend = async () => {
    try {
      const outcome = await login(credentials);
      if (outcome.kind === 'code') {
        loginCodeFlow.save(stored.userName, outcome.challenge);
        setChallenge(outcome.challenge);
      } else {
        await showError(outcome.kind === 'error' ? outcome.text : t('auth.otp.failed'));
      }
    } catch {
      // Network failures are logged by the client.
    }
  };

  return (
    <FormCard title={t('auth.otp.title')}>
      <OtpForm
        key={challenge.utr}
        challenge={challenge}
        onVerify={verify}
        onResend={resend}
        description={t('auth.otp.sentIfRegistered', { mobile: maskedMobile(stored.userName) })}
      />
      <Group justify="center">
        <Anchor component={Link} to={paths.root} c="brand.7" size="sm">
          {t('auth.backToLogin')}
        </Anchor>
      </Group>
    </FormCard>
  );
}
