import type { AuthenticateChallenge } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { OtpForm } from '@/shared/ui/otp-form';
import { SecondaryButton, StepActions } from './step-frame';

interface CodeStepProps {
  challenge: AuthenticateChallenge;
  description: string;
  onVerify: (pin: string) => Promise<boolean | 'keep'>;
  onResend: () => Promise<void>;
  onCancel: () => void;
}

/**
 * Steps 5 and 7 (spec 02 §2): the code with its countdown; Verify while time remains, Resend once it
 * has run out (the same request again), Cancel.
 */
export function CodeStep({ challenge, description, onVerify, onResend, onCancel }: CodeStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <OtpForm key={challenge.utr} challenge={challenge} description={description} onVerify={onVerify} onResend={onResend} />
      <StepActions>
        <SecondaryButton onClick={onCancel}>{t('common.cancel')}</SecondaryButton>
      </StepActions>
    </>
  );
}
