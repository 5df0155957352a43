import { useState, type FormEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { omanDateTime } from '../../../shared/ui/format.ts';
import { useAuditLog, type AuditFilter } from '../api/audit-log.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { auditActionNames } from '../action-names.ts';

/** The auditor's view of the staff audit log (issue 31 §2), newest first. */
export function AuditPage() {
  const { t, lang } = useI18n();
  const outcomeText = (o: string) => (o === 'ok' || o === 'refused' || o === 'failed' ? t(`audit.outcome.${o}`) : o);
  const [form, setForm] = useState({ actor: '', action: '', target: '', dateFrom: '', dateTo: '' });
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useAuditLog(filter);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter(Object.fromEntries(Object.entries(form).filter(([, v]) => v.trim())) as AuditFilter);
  };
  const field = (key: keyof typeof form) => ({
    value: form[key],
    // Read now: the updater runs later, when React has let go of the event's target.
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [key]: value }));
    },
  });
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('audit.heading')}
      </Title>
      <form onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }} spacing="sm">
          <TextInput label={t('audit.actor')} dir="ltr" {...field('actor')} />
          <TextInput label={t('audit.action')} dir="ltr" {...field('action')} />
          <TextInput label={t('audit.target')} dir="ltr" {...field('target')} />
          <TextInput label={t('search.dateFrom')} type="date" {...field('dateFrom')} />
          <TextInput label={t('search.dateTo')} type="date" {...field('dateTo')} />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit">{t('audit.filter')}</Button>
        </Group>
      </form>
      <ErrorAlert error={log.error} />
      <DataTable
        withTableBorder
        striped
        minHeight={160}
        fetching={log.isFetching}
        records={log.data?.rows ?? []}
        idAccessor="seq"
        columns={[
          { accessor: 'seq', title: '#' },
          { accessor: 'at', title: t('audit.at'), render: (r) => omanDateTime(r.at, lang) },
          { accessor: 'actor', title: t('audit.actor'), render: (r) => <Ltr>{r.actor}</Ltr> },
          {
            accessor: 'action',
            title: t('audit.action'),
            render: (r) => <ActionCell action={r.action} />,
          },
          { accessor: 'target', title: t('audit.target'), render: (r) => <Ltr>{r.target ?? '—'}</Ltr> },
          { accessor: 'outcome', title: t('audit.outcome'), render: (r) => outcomeText(r.outcome) },
          { accessor: 'ip', title: t('audit.ip'), render: (r) => <Ltr>{r.ip ?? '—'}</Ltr> },
        ]}
      />
      {log.data?.next && (
        <Group>
          <Button variant="default" onClick={() => setFilter((f) => ({ ...f, before: log.data!.next! }))}>
            {t('audit.older')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The action's name in the staff member's language, with its stored code (what the filter takes) beneath. */
function ActionCell({ action }: { action: string }) {
  const { pick } = useI18n();
  const name = auditActionNames[action];
  return (
    <Stack gap={0}>
      {name && <Text size="sm">{pick(name)}</Text>}
      <Text size="xs" c="dimmed">
        <Ltr>{action}</Ltr>
      </Text>
    </Stack>
  );
}
