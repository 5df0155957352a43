import '@/shared/ui/mantine-css/fields';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';
import { challengeIn, grantIn, requestPasswordReset, verifyPasswordReset } from '../api/forgot-password';
import { resetFlow, toChallenge, type ResetCodeFlow } from '../flow';
import { CodeCard } from './code-card';
import { useCodeChallenge } from './use-code-challenge';

/** /OTPForgetPassword: the code for a password reset; success leads to choosing the new password. */
export function OtpForgetPasswordPage() {
  const stored = resetFlow.read();
  if (!stored?.length || !stored.userName) return <Navigate to={paths.forgetPassword} replace />;
  return <ResetCodeCard stored={stored} />;
}

function ResetCodeCard({ stored }: { stored: ResetCodeFlow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = { userName: stored.userName, documentNo: stored.documentNo };
  const code = useCodeChallenge({
    first: toChallenge(stored),
    verify: (pin, challenge) => verifyPasswordReset(account, pin, challenge),
    earned: grantIn,
    onVerified: (grant) => {
      resetFlow.saveGrant(account.userName, grant);
      navigate(paths.forgetPasswordCreate, { replace: true });
    },
    resend: () => requestPasswordReset(account),
    challengeIn,
    onResent: (next) => resetFlow.save(account, next),
  });

  return <CodeCard {...code} description={t('auth.otp.sentIfMatched')} />;
}
