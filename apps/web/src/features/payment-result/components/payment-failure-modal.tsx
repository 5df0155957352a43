import { Group, Modal, Text, ThemeIcon } from '@mantine/core';
import type { Bilingual } from '@portal/contract';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';

/**
 * The failed payment's dialog (spec 02 §4 Payment result): no buttons, and it cannot be dismissed by
 * the close button, Esc or a click outside. The spec makes it a dead end; we follow it.
 */
export function PaymentFailureModal({ message }: { message: Bilingual }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      title={t('payment.result.failedTitle')}
    >
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon color="red.8" radius="xl" size="lg" aria-hidden>
          !
        </ThemeIcon>
        <Text role="alert" data-autofocus tabIndex={-1} style={{ outline: 'none' }}>
          {pick(message)}
        </Text>
      </Group>
    </Modal>
  );
}
