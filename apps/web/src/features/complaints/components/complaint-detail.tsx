import { Anchor, Badge, DataList, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { COMPLAINT_DISPOSITION_TEXT, COMPLAINT_STATUS_TEXT, COMPLAINT_TYPE_TEXT, omanDate, omanDateTime } from '@portal/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { DataRow } from '@/shared/ui/data-row';
import { useComplaint } from '../api/complaints';

/** One complaint: its number, status, time limit and the timeline of status changes and replies. */
export function ComplaintDetail({ number }: { number: string }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const { data: c, error } = useComplaint(number);
  if (error) return <Text role="alert">{String((error as Error).message)}</Text>;
  if (!c) return null;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.complaints}>
        {t('complaints.title')}
      </Anchor>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('complaints.number')} <span dir="ltr">{c.number}</span>
          </Title>
          <Badge data-complaint-status={c.status} size="lg" variant="light">
            {pick(COMPLAINT_STATUS_TEXT[c.status])}
          </Badge>
          <DataList labelWidth="45%" withDivider>
            <DataRow label={t('complaints.typeLabel')}>{pick(COMPLAINT_TYPE_TEXT[c.type])}</DataRow>
            <DataRow label={t('complaints.reference')}>{<span dir="ltr">{c.referenceNumber}</span>}</DataRow>
            <DataRow label={t('complaints.biller')}>{pick(c.biller)}</DataRow>
            <DataRow label={t('complaints.amount')}>{<span dir="ltr">{c.amountOmr} OMR</span>}</DataRow>
            <DataRow label={t('complaints.raised')}>{omanDate(c.raisedAt)}</DataRow>
            <DataRow label={t('complaints.due')}>{omanDate(`${c.dueDay}T12:00:00+04:00`)}</DataRow>
            {c.disposition ? (
              <DataRow label={t('complaints.disposition')}>{pick(COMPLAINT_DISPOSITION_TEXT[c.disposition])}</DataRow>
            ) : null}
          </DataList>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.description}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h5" mb="sm">
          {t('complaints.timeline')}
        </Title>
        <Timeline active={c.updates.length - 1} bulletSize={14} lineWidth={2}>
          {c.updates.map((u, i) => (
            <Timeline.Item
              key={i}
              title={
                u.kind === 'reply'
                  ? t('complaints.reply')
                  : u.kind === 'refund'
                    ? t('complaints.refund')
                    : pick(COMPLAINT_STATUS_TEXT[u.status ?? 'received'])
              }
            >
              <Text size="xs" c="gray.7">
                {omanDateTime(u.at)}
              </Text>
              {u.text ? (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {u.text}
                </Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
    </Stack>
  );
}
