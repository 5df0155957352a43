import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Group, NumberInput, Select, Stack, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import {
  COMPLAINT_STATUS_TEXT,
  COMPLAINT_STATUSES,
  COMPLAINT_TYPE_TEXT,
  COMPLAINT_TYPES,
  type ComplaintStatus,
  type ComplaintType,
} from '@portal/contract';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { omanDateTime } from '../../../shared/ui/format.ts';
import { Ltr, Money } from '../../../shared/ui/ltr.tsx';
import { BillerSelect } from '../../../shared/ui/biller-select.tsx';
import { useAssignees, useComplaintQueue } from '../api/complaints.ts';

/** The complaint queue (issue 33 §4): filters by type, status, biller, assignee, age and time left; nearest the limit first. */
export function ComplaintQueuePage() {
  const { t, lang, pick } = useI18n();
  const [type, setType] = useState<ComplaintType | null>(null);
  const [status, setStatus] = useState<ComplaintStatus | 'open' | null>('open');
  const [assigneeId, setAssigneeId] = useState<number | null>(null);
  const [billerId, setBillerId] = useState<number | null>(null);
  const [maxDaysLeft, setMaxDaysLeft] = useState<number | null>(null);
  const [minAgeDays, setMinAgeDays] = useState<number | null>(null);
  const assignees = useAssignees();
  const queue = useComplaintQueue({
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
    ...(assigneeId ? { assigneeId } : {}),
    ...(billerId ? { billerId } : {}),
    ...(maxDaysLeft !== null ? { maxDaysLeft } : {}),
    ...(minAgeDays !== null ? { minAgeDays } : {}),
  });
  const num = (v: string | number) => (v === '' ? null : Number(v));
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('complaints.heading')}
      </Title>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('complaints.type')}
          placeholder={t('complaints.anyType')}
          clearable
          value={type}
          onChange={(v) => setType(v as ComplaintType | null)}
          data={COMPLAINT_TYPES.map((k) => ({ value: k, label: pick(COMPLAINT_TYPE_TEXT[k]) }))}
        />
        <Select
          label={t('complaints.status')}
          placeholder={t('complaints.anyStatus')}
          clearable
          value={status}
          onChange={(v) => setStatus(v as ComplaintStatus | 'open' | null)}
          data={[
            { value: 'open', label: t('complaints.open') },
            ...COMPLAINT_STATUSES.map((k) => ({ value: k, label: pick(COMPLAINT_STATUS_TEXT[k]) })),
          ]}
        />
        <BillerSelect value={billerId ? String(billerId) : null} onChange={(v) => setBillerId(v ? Number(v) : null)} />
        <Select
          label={t('complaints.assignee')}
          clearable
          value={assigneeId ? String(assigneeId) : null}
          onChange={(v) => setAssigneeId(v ? Number(v) : null)}
          data={(assignees.data?.staff ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <NumberInput label={t('complaints.maxDaysLeft')} w={190} value={maxDaysLeft ?? ''} onChange={(v) => setMaxDaysLeft(num(v))} />
        <NumberInput label={t('complaints.age')} w={120} min={0} value={minAgeDays ?? ''} onChange={(v) => setMinAgeDays(num(v))} />
      </Group>
      <ErrorAlert error={queue.error} />
      <DataTable
        withTableBorder
        striped
        minHeight={queue.data?.rows.length ? undefined : 150}
        noRecordsText={t('complaints.none')}
        fetching={queue.isFetching}
        records={queue.data?.rows ?? []}
        idAccessor="number"
        columns={[
          {
            accessor: 'number',
            title: t('complaints.number'),
            render: (r) => (
              <Anchor component={Link} to={paths.complaint.getHref(r.number)}>
                <Ltr>{r.number}</Ltr>
              </Anchor>
            ),
          },
          { accessor: 'type', title: t('complaints.type'), render: (r) => pick(COMPLAINT_TYPE_TEXT[r.type]) },
          {
            accessor: 'status',
            title: t('complaints.status'),
            render: (r) => <span data-status={r.status}>{pick(COMPLAINT_STATUS_TEXT[r.status])}</span>,
          },
          { accessor: 'biller', title: t('complaints.biller'), render: (r) => pick(r.biller) },
          { accessor: 'amountOmr', title: t('col.total'), render: (r) => <Money omr={r.amountOmr} /> },
          { accessor: 'assignee', title: t('complaints.assignee'), render: (r) => r.assignee?.name ?? t('complaints.nobody') },
          { accessor: 'raisedAt', title: t('complaints.raised'), render: (r) => omanDateTime(r.raisedAt, lang) },
          {
            accessor: 'daysLeft',
            title: t('complaints.daysLeft'),
            render: (r) => (r.daysLeft === null ? '—' : <Ltr>{String(r.daysLeft)}</Ltr>),
          },
        ]}
      />
    </Stack>
  );
}
