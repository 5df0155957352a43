import { useState, type FormEvent } from 'react';
import { Button, Paper, Stack, Textarea } from '@mantine/core';
import type { ReconciliationException } from '@portal/contract/back-office';
import { useFreshFactor } from '../../../shared/api/step-up.ts';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { FreshFactorFields } from '../../passkeys/components/fresh-factor-fields.tsx';
import { useSettlementAction } from '../api/settlement.ts';

/**
 * Closing a day (issue 32 §4). With exceptions still open it is an approver's sign-off naming each and
 * why, an approval: after five minutes the server asks for a fresh authenticator code first (issue 31 §1).
 */
export function DayClose({ day, open }: { day: string; open: ReconciliationException[] }) {
  const { t } = useI18n();
  const action = useSettlementAction();
  const stepUp = useFreshFactor(action.error);
  const [reason, setReason] = useState('');
  const send = () =>
    action.mutate(
      { kind: 'close', body: { day, ...(open.length ? { signOff: { keepOpen: open.map((e) => e.id), reason } } : {}) } },
      { onSuccess: () => stepUp.reset() },
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    stepUp.submit(send);
  };
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit}>
      <Stack gap="sm">
        {open.length > 0 && (
          <Textarea
            label={t('settle.closeReason')}
            minLength={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        )}
        {stepUp.asked ? <FreshFactorFields factor={stepUp} onConfirmed={send} /> : <ErrorAlert error={action.error} />}
        <Button
          type="submit"
          w="fit-content"
          disabled={open.length > 0 && reason.trim().length < 3}
          loading={action.isPending || stepUp.isPending}
        >
          {stepUp.asked ? t('reveal.confirm') : t('settle.close')}
        </Button>
      </Stack>
    </Paper>
  );
}
