import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { StuckAction } from '@portal/contract/back-office';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useStuckAction } from '../api/stuck-payments.ts';

export interface PendingAction {
  paymentId: string;
  label: string;
  action: StuckAction;
}

/** Asks for the reason (it goes into the audit log with the states before and after), then acts. */
export function StuckActionDialog({ pending, onClose }: { pending: PendingAction | null; onClose(): void }) {
  const { t, pick } = useI18n();
  const act = useStuckAction();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    act.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) act.mutate({ paymentId: pending.paymentId, action: pending.action, reason });
  };
  return (
    <Modal opened={pending !== null} onClose={close} title={pending ? t(`stuck.${pending.action}`) : ''}>
      <form onSubmit={submit}>
        <Stack>
          {pending && (
            <Text fw={600}>
              <Ltr>{pending.label}</Ltr>
            </Text>
          )}
          {act.data ? (
            <Alert color="green" role="status">
              {pick(act.data.outcome)}{' '}
              <Ltr>
                {act.data.before} → {act.data.after}
              </Ltr>
            </Alert>
          ) : (
            <>
              <Textarea
                label={t('stuck.reason')}
                required
                minLength={10}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
              <ErrorAlert error={act.error} />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {act.data ? t('stuck.close') : t('reveal.cancel')}
            </Button>
            {!act.data && (
              <Button type="submit" loading={act.isPending}>
                {t('stuck.confirm')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
