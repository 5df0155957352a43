import { Button, Group } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

interface SubmitOrCancelProps {
  submitLabel: string;
  busy?: boolean;
  onCancel: () => void;
}

/** A small form's two buttons, the action first and Cancel after it. */
export function SubmitOrCancel({ submitLabel, busy = false, onCancel }: SubmitOrCancelProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </Group>
  );
}
