import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { REFUND_REASON_TEXT, type RefundRow } from '@portal/contract/back-office';
import { paths } from '../../../config/paths.ts';
import { useFreshFactor } from '../../../shared/api/step-up.ts';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { FreshFactorFields } from '../../passkeys/components/fresh-factor-fields.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { omanDateTime } from '../../../shared/ui/format.ts';
import { Ltr, Money } from '../../../shared/ui/ltr.tsx';
import { useDecideRefund, usePendingRefunds } from '../api/refunds.ts';

interface Decision {
  row: RefundRow;
  approve: boolean;
}

/**
 * "Refunds awaiting approval" (issue 31 §5): refunds above the threshold, each bound to its payment, line
 * and amount, for a finance approver who is not the requester; approved within 24 hours or expired.
 */
export function ApprovalsPage({ myEmail }: { myEmail: string }) {
  const { t, lang, pick } = useI18n();
  const pending = usePendingRefunds();
  const [decision, setDecision] = useState<Decision | null>(null);
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('refund.queueHeading')}
      </Title>
      <Text size="sm">{t('refund.queueHelp')}</Text>
      <ErrorAlert error={pending.error} />
      <DataTable
        withTableBorder
        striped
        minHeight={pending.data?.rows.length ? undefined : 150}
        noRecordsText={t('refund.queueNone')}
        fetching={pending.isFetching}
        records={pending.data?.rows ?? []}
        columns={[
          {
            accessor: 'referenceNumber',
            title: t('col.reference'),
            render: (r) => (
              <Anchor component={Link} to={paths.payment.getHref(r.paymentId)}>
                <Ltr>{r.referenceNumber}</Ltr>
              </Anchor>
            ),
          },
          { accessor: 'biller', title: t('line.biller'), render: (r) => `${r.lineNo}. ${r.biller[lang]} · ${r.billingNo}` },
          { accessor: 'amountOmr', title: t('refund.amount'), render: (r) => <Money omr={r.amountOmr} /> },
          { accessor: 'reason', title: t('refund.reason'), render: (r) => `${pick(REFUND_REASON_TEXT[r.reason])}: ${r.note}` },
          { accessor: 'requestedBy', title: t('refund.requestedBy'), render: (r) => <Ltr>{r.requestedBy}</Ltr> },
          { accessor: 'expiresAt', title: t('refund.expires'), render: (r) => omanDateTime(r.expiresAt, lang) },
          {
            accessor: 'id',
            title: t('stuck.actions'),
            render: (r) =>
              r.requestedBy === myEmail ? (
                <Text size="xs">{t('refund.yours')}</Text>
              ) : (
                <Group gap="xs">
                  <Button size="xs" onClick={() => setDecision({ row: r, approve: true })}>
                    {t('refund.approve')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setDecision({ row: r, approve: false })}>
                    {t('refund.reject')}
                  </Button>
                </Group>
              ),
          },
        ]}
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </Stack>
  );
}

/** Approving asks for a fresh authenticator code after five minutes, as a refund request does; rejecting asks why. */
function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose(): void }) {
  const { t } = useI18n();
  const decide = useDecideRefund();
  const stepUp = useFreshFactor(decide.error);
  const [note, setNote] = useState('');
  const close = () => {
    setNote('');
    decide.reset();
    stepUp.reset();
    onClose();
  };
  const send = () =>
    decision &&
    decide.mutate(decision.approve ? { refundId: decision.row.id, approve: true } : { refundId: decision.row.id, approve: false, note }, {
      onSuccess: close,
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    stepUp.submit(send);
  };
  const title = decision?.approve ? t('refund.approve') : t('refund.reject');
  return (
    <Modal opened={decision !== null} onClose={close} title={title} closeButtonProps={{ 'aria-label': t('reveal.cancel') }}>
      <form onSubmit={submit}>
        <Stack>
          {decision && (
            <Text fw={600}>
              <Ltr>{decision.row.referenceNumber}</Ltr> · <Money omr={decision.row.amountOmr} />
            </Text>
          )}
          {decision && !decision.approve && (
            <Textarea
              label={t('refund.rejectNote')}
              required
              minLength={10}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
          )}
          {stepUp.asked ? <FreshFactorFields factor={stepUp} onConfirmed={send} /> : <ErrorAlert error={decide.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('reveal.cancel')}
            </Button>
            <Button type="submit" loading={decide.isPending || stepUp.isPending}>
              {stepUp.asked ? t('reveal.confirm') : title}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
