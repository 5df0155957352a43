import type { ModalProps } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';
import { confirmDialog } from './dialogs';

/**
 * For a modal holding something half typed (a code, a card): closing asks 'closeConfirm' with Cancel and
 * Accept (spec 01 §4, spec 02 §2) and a click outside or Escape does not dismiss it, so nothing is lost by
 * accident. `ask` is for the form's own Cancel; `modalProps` go on the Modal.
 */
export function useConfirmClose(onClose: () => void) {
  const { t } = useTranslation();
  const ask = () =>
    void confirmDialog({
      message: t('common.closeConfirm'),
      confirmLabel: t('common.accept'),
      cancelLabel: t('common.cancel'),
    }).then((sure) => {
      if (sure) onClose();
    });
  const modalProps = {
    onClose: ask,
    closeOnClickOutside: false,
    // Escape would reach the modal again from the confirmation on top of it, reopening it at once; the
    // close button asks instead.
    closeOnEscape: false,
    closeButtonProps: { 'aria-label': t('common.close') },
  } satisfies Partial<ModalProps>;
  return { ask, modalProps };
}
