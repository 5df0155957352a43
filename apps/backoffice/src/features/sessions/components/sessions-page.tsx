import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { omanDateTime } from '../../../shared/ui/format.ts';
import { useEndSession, useSessions } from '../api/sessions.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { PasskeysCard } from '../../passkeys/components/passkeys-card.tsx';

/** A staff member's own live sessions, each but this one ended with a button (issue 31 §1). */
export function SessionsPage() {
  const { t, lang } = useI18n();
  const sessions = useSessions();
  const end = useEndSession();
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('sessions.heading')}
      </Title>
      <Text>{t('sessions.help')}</Text>
      <ErrorAlert error={sessions.error ?? end.error} />
      <DataTable
        withTableBorder
        minHeight={120}
        fetching={sessions.isFetching}
        records={sessions.data?.sessions ?? []}
        idAccessor="id"
        columns={[
          { accessor: 'createdAt', title: t('sessions.started'), render: (s) => omanDateTime(s.createdAt, lang) },
          { accessor: 'lastSeenAt', title: t('sessions.lastSeen'), render: (s) => omanDateTime(s.lastSeenAt, lang) },
          { accessor: 'ip', title: t('audit.ip'), render: (s) => <Ltr>{s.ip ?? '—'}</Ltr> },
          {
            accessor: 'current',
            title: '',
            render: (s) =>
              s.current ? (
                <Badge variant="filled">{t('sessions.current')}</Badge>
              ) : (
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={end.isPending && end.variables === s.id}
                  onClick={() => end.mutate(s.id)}
                >
                  {t('sessions.end')}
                </Button>
              ),
          },
        ]}
      />
      <PasskeysCard />
    </Stack>
  );
}
