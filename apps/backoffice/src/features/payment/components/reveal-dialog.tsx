import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { CustomerField } from '@portal/contract/back-office';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { FreshFactorFields } from '../../passkeys/components/fresh-factor-fields.tsx';
import { useFreshFactor } from '../../../shared/api/step-up.ts';
import { useReveal } from '../api/reveal.ts';

/**
 * Asks for the reason, then reveals; when the last factor is older than five minutes the server answers
 * -2 and the dialog asks for a new authenticator code, then tries again.
 */
export function RevealDialog({
  paymentId,
  field,
  onClose,
  onRevealed,
}: {
  paymentId: string;
  field: CustomerField | null;
  onClose(): void;
  onRevealed(field: CustomerField, value: string): void;
}) {
  const { t } = useI18n();
  const reveal = useReveal(paymentId);
  const stepUp = useFreshFactor(reveal.error);
  const [reason, setReason] = useState('');

  const close = () => {
    setReason('');
    reveal.reset();
    stepUp.reset();
    onClose();
  };
  const send = () =>
    reveal.mutate(
      { field: field!, reason },
      {
        onSuccess: ({ value }) => {
          onRevealed(field!, value);
          close();
        },
      },
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    stepUp.submit(send);
  };

  return (
    <Modal opened={field !== null} onClose={close} title={t('reveal.title')} closeButtonProps={{ 'aria-label': t('reveal.cancel') }}>
      <form onSubmit={submit}>
        <Stack>
          {field && <Text fw={600}>{t(`field.${field}`)}</Text>}
          <Textarea
            label={t('reveal.reason')}
            required
            minLength={10}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          {stepUp.asked ? <FreshFactorFields factor={stepUp} onConfirmed={send} /> : <ErrorAlert error={reveal.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('reveal.cancel')}
            </Button>
            <Button type="submit" loading={reveal.isPending || stepUp.isPending}>
              {stepUp.asked ? t('reveal.confirm') : t('reveal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
