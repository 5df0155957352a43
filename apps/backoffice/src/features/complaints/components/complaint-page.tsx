import { Link, useParams } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { COMPLAINT_DISPOSITION_TEXT, COMPLAINT_STATUS_TEXT, COMPLAINT_TYPE_TEXT } from '@portal/contract';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { omanDateTime } from '../../../shared/ui/format.ts';
import { Ltr, Money } from '../../../shared/ui/ltr.tsx';
import { useAttachmentDownload, useComplaint } from '../api/complaints.ts';
import { ComplaintActions } from './complaint-actions.tsx';

/** One complaint: the case, its attachments (downloads only), its whole history with internal notes, and the next steps. */
export function ComplaintPage() {
  const { number = '' } = useParams();
  const { t, lang, pick } = useI18n();
  const complaint = useComplaint(number);
  const download = useAttachmentDownload();
  const c = complaint.data;
  return (
    <Stack>
      <Anchor component={Link} to={paths.complaints.getHref()}>
        {t('complaints.heading')}
      </Anchor>
      <ErrorAlert error={complaint.error ?? download.error} />
      {c ? (
        <>
          <Group gap="sm">
            <Title order={1} size="h2">
              <Ltr>{c.number}</Ltr>
            </Title>
            <Badge size="lg" variant="light" data-status={c.status}>
              {pick(COMPLAINT_STATUS_TEXT[c.status])}
            </Badge>
          </Group>
          <Paper withBorder p="md">
            <Stack gap={4}>
              <Text>
                {pick(COMPLAINT_TYPE_TEXT[c.type])} · {pick(c.biller)} · <Money omr={c.amountOmr} />
              </Text>
              <Text size="sm">
                {t('complaints.payment')}:{' '}
                <Anchor component={Link} to={paths.payment.getHref(c.paymentId)}>
                  <Ltr>{c.referenceNumber}</Ltr>
                </Anchor>
              </Text>
              <Text size="sm">
                {t('complaints.assignee')}: {c.assignee?.name ?? t('complaints.nobody')} · {t('complaints.due')}: <Ltr>{c.dueDay}</Ltr> ·{' '}
                {t('complaints.daysLeft')}: <Ltr>{c.daysLeft === null ? '—' : String(c.daysLeft)}</Ltr>
              </Text>
              {c.disposition ? (
                <Text size="sm">
                  {t('complaints.disposition')}: {pick(COMPLAINT_DISPOSITION_TEXT[c.disposition])}
                  {c.refundLink ? ` · ${c.refundLink}` : ''}
                </Text>
              ) : null}
              <Text fw={600} size="sm" mt="xs">
                {t('complaints.description')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
                {c.description}
              </Text>
              {c.attachments.length ? (
                <Group gap="xs" mt="xs">
                  <Text size="sm">{t('complaints.attachments')}:</Text>
                  {c.attachments.map((a) => (
                    <Button
                      key={a.id}
                      size="compact-sm"
                      variant="default"
                      onClick={() => download.mutate({ number: c.number, attachmentId: a.id, fileName: a.fileName })}
                    >
                      {a.fileName}
                    </Button>
                  ))}
                </Group>
              ) : null}
            </Stack>
          </Paper>
          <ComplaintActions complaint={c} />
          <Title order={2} size="h4">
            {t('complaints.events')}
          </Title>
          {/* Blocks rather than a wide table: a phone reads each step whole, in either direction. */}
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {c.events.map((e, i) => (
              <Paper key={i} withBorder p="xs" component="li">
                <Text size="xs" c="gray.7">
                  {omanDateTime(e.at, lang)} · <Ltr>{e.who}</Ltr> · {t(`complaints.kind.${e.kind}`)}
                  {e.status ? ` · ${pick(COMPLAINT_STATUS_TEXT[e.status])}` : ''}
                </Text>
                {e.text ? (
                  <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                    {e.text}
                  </Text>
                ) : null}
              </Paper>
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
