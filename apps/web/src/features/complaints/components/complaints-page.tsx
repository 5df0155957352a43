import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/fields';
import '@/shared/ui/mantine-css/data';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { COMPLAINT_STATUS_TEXT, COMPLAINT_TYPE_TEXT, omanDate } from '@portal/contract';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { useComplaints } from '../api/complaints';
import { ComplaintDetail } from './complaint-detail';
import { RaiseComplaintForm } from './raise-complaint-form';

// The visitor's page shares this chunk: one module for the entry to name, and the form is the same.
export { GuestComplaintPage } from './guest-complaint-page';

/** /Complaints (issue 33; the layout draws its h1): the customer's complaints; ?ref= raises one about a payment, ?number= shows one. */
export function ComplaintsPage() {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const [params, setParams] = useSearchParams();
  const number = params.get('number');
  const ref = params.get('ref');
  const list = useComplaints();

  if (number) return <ComplaintDetail number={number} />;
  return (
    <Stack gap="md" maw={760}>
      {ref !== null ? (
        <RaiseComplaintForm reference={ref} billingNo={params.get('billingNo') ?? ''} onRaised={(n) => setParams({ number: n })} />
      ) : (
        <Anchor component={Link} to={`${paths.complaints}?ref=`}>
          {t('complaints.new')}
        </Anchor>
      )}
      {list.data && list.data.complaints.length === 0 ? <Text>{t('complaints.empty')}</Text> : null}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.data?.complaints.map((c) => (
          <Paper key={c.number} withBorder p="sm" component="li" data-complaint={c.number}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Anchor component={Link} to={`${paths.complaints}?number=${c.number}`} dir="ltr">
                {c.number}
              </Anchor>
              <Badge variant="light" data-complaint-status={c.status}>
                {pick(COMPLAINT_STATUS_TEXT[c.status])}
              </Badge>
            </Group>
            <Text size="sm">
              {pick(COMPLAINT_TYPE_TEXT[c.type])} · {pick(c.biller)} · <span dir="ltr">{c.referenceNumber}</span>
            </Text>
            <Text size="xs" c="gray.7">
              {t('complaints.raised')}: {omanDate(c.raisedAt)} · {t('complaints.due')}: {omanDate(`${c.dueDay}T12:00:00+04:00`)}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
