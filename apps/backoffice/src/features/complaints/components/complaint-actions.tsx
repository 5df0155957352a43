import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Textarea, Title } from '@mantine/core';
import { COMPLAINT_DISPOSITION_TEXT, COMPLAINT_DISPOSITIONS, type ComplaintDisposition } from '@portal/contract';
import type { StaffComplaint } from '@portal/contract/back-office';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { usePaymentRefunds } from '../../refunds/api/refunds.ts';
import { refundStateKey } from '../../refunds/components/refund-texts.ts';
import { useAssignees, useComplaintStep, type ComplaintStep } from '../api/complaints.ts';

/** What staff may do next: only the moves the contract's transition table allows from the current status. */
export function ComplaintActions({ complaint }: { complaint: StaffComplaint }) {
  const { t, pick } = useI18n();
  const step = useComplaintStep(complaint.number);
  const assignees = useAssignees();
  const [staffId, setStaffId] = useState<string | null>(complaint.assignee ? String(complaint.assignee.id) : null);
  const [text, setText] = useState('');
  const [disposition, setDisposition] = useState<ComplaintDisposition | null>(null);
  const [refundLink, setRefundLink] = useState<string | null>(null);
  // The refunds of this complaint's bill line, made on the payment's page: the one that resolves it is chosen, not typed.
  const refunds = usePaymentRefunds(complaint.paymentId);
  const lineRefunds = (refunds.data?.rows ?? []).filter((r) => r.lineNo === complaint.lineNo);
  const may = (s: StaffComplaint['next'][number]) => complaint.next.includes(s);
  const run = (s: ComplaintStep) => step.mutate(s, { onSuccess: () => setText('') });
  if (complaint.next.length === 0) return null;
  const hasText = text.trim().length >= 2;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <ErrorAlert error={step.error} />
        {may('assigned') ? (
          <Group align="flex-end">
            <Select
              label={t('complaints.assignTo')}
              value={staffId}
              onChange={setStaffId}
              data={(assignees.data?.staff ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            />
            <Button disabled={!staffId} loading={step.isPending} onClick={() => run({ kind: 'assign', staffId: Number(staffId) })}>
              {t('complaints.assign')}
            </Button>
          </Group>
        ) : null}
        {may('under_investigation') ? (
          <Button variant="default" w="fit-content" onClick={() => run({ kind: 'investigate' })} loading={step.isPending}>
            {t('complaints.investigate')}
          </Button>
        ) : null}
        <Textarea
          label={t('complaints.text')}
          autosize
          minRows={2}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <Group gap="xs" wrap="wrap">
          <Button variant="default" disabled={!hasText} onClick={() => run({ kind: 'note', text })}>
            {t('complaints.note')}
          </Button>
          <Button variant="default" disabled={!hasText} onClick={() => run({ kind: 'reply', text })}>
            {t('complaints.reply')}
          </Button>
          {may('escalated') ? (
            <Button variant="default" disabled={!hasText} onClick={() => run({ kind: 'escalate', text })}>
              {t('complaints.escalate')}
            </Button>
          ) : null}
          {may('rejected') ? (
            <Button variant="default" disabled={!hasText} onClick={() => run({ kind: 'reject', text })}>
              {t('complaints.reject')}
            </Button>
          ) : null}
        </Group>
        {may('resolved') ? (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('complaints.resolve')}
            </Title>
            <Group align="flex-end" wrap="wrap">
              <Select
                label={t('complaints.disposition')}
                value={disposition}
                onChange={(v) => setDisposition(v as ComplaintDisposition | null)}
                data={COMPLAINT_DISPOSITIONS.map((d) => ({ value: d, label: pick(COMPLAINT_DISPOSITION_TEXT[d]) }))}
              />
              <Select
                label={t('complaints.refundLink')}
                placeholder={lineRefunds.length ? undefined : t('refund.none')}
                clearable
                value={refundLink}
                onChange={setRefundLink}
                data={lineRefunds.map((r) => ({ value: r.id, label: `${r.amountOmr} · ${t(refundStateKey(r))}` }))}
              />
              <Button
                disabled={!disposition || !hasText}
                loading={step.isPending}
                onClick={() => disposition && run({ kind: 'resolve', disposition, reply: text, ...(refundLink ? { refundLink } : {}) })}
              >
                {t('complaints.resolve')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
