import '@/shared/ui/mantine-css/fields';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { sessionStore } from '@/shared/api/session-store';
import { useTranslation } from '@/shared/i18n';
import { login, loginChallenge, signedInAs } from '../api/login';
import { loginCodeFlow, toChallenge, type LoginCodeFlow } from '../flow';
import { CodeCard } from './code-card';
import { useCodeChallenge } from './use-code-challenge';

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
  const credentials = { userName: stored.userName, password: '' };
  const code = useCodeChallenge({
    first: toChallenge(stored),
    verify: (pin, challenge) => login(credentials, { pin, challenge }),
    earned: signedInAs,
    onVerified: (customer) => {
      loginCodeFlow.clear();
      sessionStore.signIn(customer);
      navigate(paths.dashboard, { replace: true });
    },
    resend: () => login(credentials),
    challengeIn: loginChallenge,
    onResent: (next) => loginCodeFlow.save(stored.userName, next),
  });

  return <CodeCard {...code} description={t('auth.otp.sentIfRegistered', { mobile: maskedMobile(stored.userName) })} />;
}
