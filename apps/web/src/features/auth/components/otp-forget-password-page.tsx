import { Anchor, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { showError } from '@/shared/ui/dialogs';
import { FormCard } from '@/shared/ui/form-card';
import { OtpForm } from '@/shared/ui/otp-form';
import { requestPasswordReset, verifyPasswordReset } from '../api/forgot-password';
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

  const verify = async (pin: string) => {
    try {
      const answer = await verifyPasswordReset(account, pin, challenge);
      if (answer.ok) {
        resetFlow.saveGrant(account.userName, answer.value);
        navigate(paths.forgetPasswordCreate, { replace: true });
        return true;
      }
      void showError(answer.text);
    } catch {
      // Network failures are logged by the client.
    }
    return false;
  };

  const resend = async () => {
    try {
      const answer = await requestPasswordReset(account);
      if (answer.ok) {
        resetFlow.save(account, answer.value);
        setChallenge(answer.value);
      } else {
        await showError(answer.text);
      }
    } catch {
      // Network failures are logged by the client.
    }
  };

  return (
    <FormCard title={t('auth.otp.title')}>
      <OtpForm key={challenge.utr} challenge={challenge} onVerify={verify} onResend={resend} description={t('auth.otp.sentIfMatched')} />
      <Group justify="center">
        <Anchor component={Link} to={paths.root} c="brand.7" size="sm">
          {t('auth.backToLogin')}
        </Anchor>
      </Group>
    </FormCard>
  );
}
