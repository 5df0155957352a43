import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

/** A modal as every dialog of the portal opens: centred, its close button named in the page's language. */
export function AppModal(props: ModalProps) {
  const { t } = useTranslation();
  return <Modal centered closeButtonProps={{ 'aria-label': t('common.close') }} {...props} />;
}
