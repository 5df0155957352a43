import { Link, useParams } from 'react-router';
import { Anchor, Grid, Loader, Stack, Title } from '@mantine/core';
import type { StaffPermission } from '@portal/contract/back-office';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { usePayment } from '../api/get-payment.ts';
import { CustomerCard } from './customer-card.tsx';
import { LinesTable } from './lines-table.tsx';
import { PaymentRefunds } from '../../refunds/components/payment-refunds.tsx';
import { StoryTimeline } from './story-timeline.tsx';
import { SummaryCard } from './summary-card.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';

/** A payment's whole story (issue 31 §4). */
export function PaymentPage({ permissions }: { permissions: readonly StaffPermission[] }) {
  const { t } = useI18n();
  const { paymentId = '' } = useParams();
  const story = usePayment(paymentId);
  return (
    <Stack>
      <Anchor component={Link} to={paths.search.getHref()} size="sm">
        {t('payment.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('payment.heading')} <Ltr>{story.data?.payment.referenceNumber ?? ''}</Ltr>
      </Title>
      <ErrorAlert error={story.error} />
      {story.isPending && <Loader aria-label={t('app.loading')} />}
      {story.data && (
        <>
          <Grid>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <SummaryCard story={story.data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <CustomerCard story={story.data} mayReveal={permissions.includes('customer.reveal')} />
            </Grid.Col>
          </Grid>
          <LinesTable story={story.data} />
          <PaymentRefunds story={story.data} mayRequest={permissions.includes('refunds.request')} />
          <StoryTimeline story={story.data} />
        </>
      )}
    </Stack>
  );
}
