import '@/shared/ui/mantine-css/fields';
import { Modal } from '@mantine/core';
import type { AuthenticateChallenge } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { useConfirmClose } from './confirm-close';
import { OtpForm } from './otp-form';

interface OtpDialogProps {
  /** Open while there is a challenge. */
  challenge: AuthenticateChallenge | null;
  title?: string;
  description?: string;
  onVerify: (pin: string) => Promise<boolean>;
  onResend: () => Promise<void>;
  /** The customer confirmed closing without a code. */
  onCancel: () => void;
}

/**
 * The code dialog of registration and profile edits (spec 01 §4): closing asks 'closeConfirm' with
 * Cancel and Accept; a click outside or Escape does not dismiss it, so a half-typed code is not lost.
 */
export function OtpDialog({ challenge, title, description, onVerify, onResend, onCancel }: OtpDialogProps) {
  const { t } = useTranslation();
  const closing = useConfirmClose(onCancel);
  return (
    <Modal opened={challenge !== null} title={title ?? t('common.otp.label')} centered {...closing.modalProps}>
      {challenge ? (
        <OtpForm key={challenge.utr} challenge={challenge} onVerify={onVerify} onResend={onResend} description={description} />
      ) : null}
    </Modal>
  );
}
