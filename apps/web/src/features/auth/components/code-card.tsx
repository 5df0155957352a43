import { Anchor, Group } from '@mantine/core';
import type { AuthenticateChallenge } from '@portal/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';
import { FormCard } from '@/shared/ui/form-card';
import { OtpForm } from '@/shared/ui/otp-form';

interface CodeCardProps {
  challenge: AuthenticateChallenge;
  description: string;
  onVerify: (pin: string) => Promise<boolean>;
  onResend: () => Promise<void>;
}

/** The code page of a sign-in or a password reset: the code boxes, and the way back to the login page. */
export function CodeCard({ challenge, description, onVerify, onResend }: CodeCardProps) {
  const { t } = useTranslation();
  return (
    <FormCard title={t('auth.otp.title')}>
      {/* A new challenge (resend) starts the boxes and the countdown afresh. */}
      <OtpForm key={challenge.utr} challenge={challenge} onVerify={onVerify} onResend={onResend} description={description} />
      <Group justify="center">
        <Anchor component={Link} to={paths.root} c="brand.7" size="sm">
          {t('auth.backToLogin')}
        </Anchor>
      </Group>
    </FormCard>
  );
}
