import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { REFUND_REASON_TEXT, REFUND_REASONS, type RefundReason } from '@portal/contract/back-office';
import { useFreshFactor } from '../../../shared/api/step-up.ts';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { FreshFactorFields } from '../../passkeys/components/fresh-factor-fields.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { Ltr, Money } from '../../../shared/ui/ltr.tsx';
import { useRequestRefund } from '../api/refunds.ts';
import { baisaToOmr, omrToBaisa, refundStateKey } from './refund-texts.ts';

export interface RefundTarget {
  paymentId: string;
  lineNo: number;
  label: string;
  /** What the staff member sees as still refundable: sent back so the server refuses it if it changed. */
  refundableBaisa: number;
  thresholdBaisa: number;
}

/**
 * A refund of one bill line: the amount (prefilled with all that is left), a reason from the contract's
 * list and a note; a fresh authenticator code when the last is older than five minutes, as a reveal asks.
 */
export function RefundDialog({ target, onClose }: { target: RefundTarget | null; onClose(): void }) {
  const { t, pick } = useI18n();
  const request = useRequestRefund();
  const stepUp = useFreshFactor(request.error);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<RefundReason | null>(null);
  const [note, setNote] = useState('');
  const shownAmount = amount || (target ? baisaToOmr(target.refundableBaisa) : '');
  const baisa = omrToBaisa(shownAmount);
  const badAmount = !(baisa > 0) || (target !== null && baisa > target.refundableBaisa);

  const close = () => {
    setAmount('');
    setReason(null);
    setNote('');
    request.reset();
    stepUp.reset();
    onClose();
  };
  const send = () =>
    target &&
    reason &&
    request.mutate({
      paymentId: target.paymentId,
      lineNo: target.lineNo,
      amountBaisa: baisa,
      reason,
      note,
      expectedRefundableBaisa: target.refundableBaisa,
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (badAmount || !reason) return;
    stepUp.submit(send);
  };

  return (
    <Modal opened={target !== null} onClose={close} title={t('refund.title')} closeButtonProps={{ 'aria-label': t('reveal.cancel') }}>
      <form onSubmit={submit}>
        <Stack>
          {target && (
            <Text fw={600}>
              <Ltr>{target.label}</Ltr>
            </Text>
          )}
          {request.data ? (
            <Alert color={request.data.state === 'failed' ? 'red' : 'green'} role="status">
              {t(refundStateKey(request.data))} · <Money omr={request.data.amountOmr} />
              {request.data.failure && <Text size="sm">{pick(request.data.failure)}</Text>}
            </Alert>
          ) : (
            <>
              {target && (
                <Text size="sm">
                  {t('refund.left')} <Money omr={baisaToOmr(target.refundableBaisa)} />
                  {' · '}
                  {t('refund.thresholdHelp')} <Money omr={baisaToOmr(target.thresholdBaisa)} />
                </Text>
              )}
              <TextInput
                label={t('refund.amount')}
                inputMode="decimal"
                dir="ltr"
                required
                value={shownAmount}
                error={shownAmount && badAmount ? t('refund.badAmount') : undefined}
                onChange={(e) => setAmount(e.currentTarget.value)}
              />
              <Select
                label={t('refund.reason')}
                required
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                data={REFUND_REASONS.map((r) => ({ value: r, label: pick(REFUND_REASON_TEXT[r]) }))}
                value={reason}
                onChange={(v) => setReason(v as RefundReason | null)}
              />
              <Textarea
                label={t('refund.note')}
                required
                minLength={10}
                maxLength={500}
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
              />
              {stepUp.asked ? <FreshFactorFields factor={stepUp} onConfirmed={send} /> : <ErrorAlert error={request.error} />}
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {request.data ? t('stuck.close') : t('reveal.cancel')}
            </Button>
            {!request.data && (
              <Button type="submit" loading={request.isPending || stepUp.isPending} disabled={badAmount || !reason}>
                {stepUp.asked ? t('reveal.confirm') : t('refund.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
