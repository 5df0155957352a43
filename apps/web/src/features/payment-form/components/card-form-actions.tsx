import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

interface CardFormActionsProps {
  payLabel: string;
  payDisabled: boolean;
  busy: boolean;
  cancelDisabled?: boolean;
  onPay: () => void;
  onCancel: () => void;
}

/** Pay Now (disabled until the card is complete) and Cancel. */
export function CardFormActions({ payLabel, payDisabled, busy, cancelDisabled, onPay, onCancel }: CardFormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button onClick={onPay} disabled={payDisabled} loading={busy}>
        {payLabel}
      </Button>
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        {t('common.cancel')}
      </Button>
    </Group>
  );
}
