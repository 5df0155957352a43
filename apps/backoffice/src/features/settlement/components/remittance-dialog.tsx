import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useRecordRemittance } from '../api/monthly.ts';

/** Finance records the transfer that paid a closed day's net to the biller; the server keeps it once. */
export function RemittanceDialog({ day, billerId, onClose }: { day: string | null; billerId: number; onClose(): void }) {
  const { t } = useI18n();
  const record = useRecordRemittance();
  const [reference, setReference] = useState('');
  const close = () => {
    setReference('');
    record.reset();
    onClose();
  };
  return (
    <Modal
      opened={day !== null}
      onClose={close}
      title={t('settle.recordRemittance')}
      closeButtonProps={{ 'aria-label': t('reveal.cancel') }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (day) record.mutate({ day, billerId, remittanceReference: reference.trim() }, { onSuccess: close });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('settle.day')}: <Ltr>{day}</Ltr>
          </Text>
          <Text size="sm" c="dimmed">
            {t('settle.remittanceHint')}
          </Text>
          <ErrorAlert error={record.error} />
          <TextInput
            label={t('settle.remittance')}
            required
            dir="ltr"
            minLength={3}
            maxLength={64}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('reveal.cancel')}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {t('settle.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
