import '@/shared/ui/mantine-css/fields';
import { ErrorCode } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { sessionStore } from '@/shared/api/session-store';
import { refuse, useCallMutation } from '@/shared/api/use-call-mutation';
import { login, loginChallenge, signedInAs } from '../api/login';
import { CodeCard } from './code-card';
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

  const verifying = useCallMutation(
    (pin: string) => login(credentials, { pin, challenge }),
    {
      [ErrorCode.Success]: (envelope) => {
        const customer = signedInAs(envelope);
        if (!customer) {
          refuse(envelope);
          return false;
        }
        loginCodeFlow.clear();
        sessionStore.signIn(customer);
        navigate(paths.dashboard, { replace: true });
        return true;
      },
    },
    false,
  );
  const resending = useCallMutation(
    () => login(credentials),
    {
      [ErrorCode.OtpRequired]: (envelope) => {
        const next = loginChallenge(envelope);
        if (!next) return refuse(envelope);
        loginCodeFlow.save(stored.userName, next);
        setChallenge(next);
      },
    },
    undefined,
  );

  return (
    <CodeCard
      challenge={challenge}
      onVerify={verifying.send}
      onResend={() => resending.send(undefined)}
      description={t('auth.otp.sentIfRegistered', { mobile: maskedMobile(stored.userName) })}
    />
  );
}
