import { Modal } from '@mantine/core';
import type { AuthenticateChallenge } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from './dialogs';
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
  const askToClose = async () => {
    const sure = await confirmDialog({
      message: t('common.closeConfirm'),
      confirmLabel: t('common.accept'),
      cancelLabel: t('common.cancel'),
    });
    if (sure) onCancel();
  };
  return (
    <Modal
      opened={challenge !== null}
      onClose={() => void askToClose()}
      title={title ?? t('common.otp.label')}
      closeOnClickOutside={false}
      // Escape would reach this modal again from the confirmation on top of it, reopening it at once;
      // the close button asks instead.
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      {challenge ? (
        <OtpForm key={challenge.utr} challenge={challenge} onVerify={onVerify} onResend={onResend} description={description} />
      ) : null}
    </Modal>
  );
}
