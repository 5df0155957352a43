import '@/shared/ui/mantine-css/fields';
import { ErrorCode } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { refuse, useCallMutation } from '@/shared/api/use-call-mutation';
import { challengeIn, grantIn, requestPasswordReset, verifyPasswordReset } from '../api/forgot-password';
import { CodeCard } from './code-card';
import { resetFlow, toChallenge, type ResetCodeFlow } from '../flow';

/** /OTPForgetPassword: the code for a password reset; success leads to choosing the new password. */
export function OtpForgetPasswordPage() {
  const stored = resetFlow.read();
  if (!stored?.length || !stored.userName) return <Navigate to={paths.forgetPassword} replace />;
  return <ResetCodeCard stored={stored} />;
}

function ResetCodeCard({ stored }: { stored: ResetCodeFlow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState(() => toChallenge(stored));
  const account = { userName: stored.userName, documentNo: stored.documentNo };

  const verifying = useCallMutation(
    (pin: string) => verifyPasswordReset(account, pin, challenge),
    {
      [ErrorCode.Success]: (envelope) => {
        const grant = grantIn(envelope);
        if (!grant) {
          refuse(envelope);
          return false;
        }
        resetFlow.saveGrant(account.userName, grant);
        navigate(paths.forgetPasswordCreate, { replace: true });
        return true;
      },
    },
    false,
  );
  const resending = useCallMutation(
    () => requestPasswordReset(account),
    {
      [ErrorCode.OtpRequired]: (envelope) => {
        const next = challengeIn(envelope);
        if (!next) return refuse(envelope);
        resetFlow.save(account, next);
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
      description={t('auth.otp.sentIfMatched')}
    />
  );
}
