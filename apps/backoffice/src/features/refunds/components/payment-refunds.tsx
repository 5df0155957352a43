import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { REFUND_REASON_TEXT, type PaymentStory } from '@portal/contract/back-office';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { omanDateTime } from '../../../shared/ui/format.ts';
import { Ltr, Money } from '../../../shared/ui/ltr.tsx';
import { usePaymentRefunds } from '../api/refunds.ts';
import { RefundDialog, type RefundTarget } from './refund-dialog.tsx';
import { baisaToOmr, refundStateKey } from './refund-texts.ts';

/**
 * A payment's refunds (issue 31 §5): each posted line with what it can still give back and, for a role
 * that may request refunds, its "Refund" button; below, every refund of the payment and where it stands.
 */
export function PaymentRefunds({ story, mayRequest }: { story: PaymentStory; mayRequest: boolean }) {
  const { t, lang, pick } = useI18n();
  const refunds = usePaymentRefunds(story.payment.id);
  const [target, setTarget] = useState<RefundTarget | null>(null);
  const refundable = new Map(refunds.data?.refundable.map((l) => [l.lineNo, l.refundableBaisa]));
  const lines = story.lines.filter((l) => refundable.has(l.lineNo));
  return (
    <Card withBorder component="section" aria-labelledby="refunds-heading">
      <Title order={2} size="h4" id="refunds-heading" mb="sm">
        {t('refund.heading')}
      </Title>
      <Stack>
        <ErrorAlert error={refunds.error} />
        {lines.map((l) => {
          const left = refundable.get(l.lineNo) ?? 0;
          return (
            <Group key={l.lineNo} justify="space-between" wrap="wrap" gap="xs" data-testid={`refund-line-${l.lineNo}`}>
              <Text size="sm">
                {l.lineNo}. {l.biller[lang]} · <Ltr>{l.billingNo}</Ltr> — {t('refund.left')} <Money omr={baisaToOmr(left)} />
              </Text>
              {mayRequest && (
                <Button
                  size="xs"
                  variant="default"
                  disabled={left <= 0}
                  onClick={() =>
                    setTarget({
                      paymentId: story.payment.id,
                      lineNo: l.lineNo,
                      label: `${story.payment.referenceNumber} · ${l.lineNo}. ${l.billingNo}`,
                      refundableBaisa: left,
                      thresholdBaisa: refunds.data!.thresholdBaisa,
                    })
                  }
                >
                  {t('refund.action')}
                </Button>
              )}
            </Group>
          );
        })}
        <DataTable
          withTableBorder
          minHeight={refunds.data?.rows.length ? undefined : 120}
          noRecordsText={t('refund.none')}
          fetching={refunds.isFetching}
          records={refunds.data?.rows ?? []}
          columns={[
            { accessor: 'lineNo', title: '#' },
            {
              accessor: 'amountOmr',
              title: t('refund.amount'),
              render: (r) => (
                <>
                  <Money omr={r.amountOmr} />
                  {r.pointsOmr !== '0.000' && (
                    <Text size="xs" c="dimmed">
                      {t('refund.ofWhichPoints')} <Money omr={r.pointsOmr} />
                    </Text>
                  )}
                </>
              ),
            },
            { accessor: 'state', title: t('col.state'), render: (r) => t(refundStateKey(r)) },
            { accessor: 'reason', title: t('refund.reason'), render: (r) => pick(REFUND_REASON_TEXT[r.reason]) },
            { accessor: 'requestedBy', title: t('refund.requestedBy'), render: (r) => <Ltr>{r.requestedBy}</Ltr> },
            { accessor: 'decidedBy', title: t('refund.decidedBy'), render: (r) => <Ltr>{r.decidedBy ?? '—'}</Ltr> },
            { accessor: 'createdAt', title: t('refund.when'), render: (r) => omanDateTime(r.createdAt, lang) },
          ]}
        />
      </Stack>
      <RefundDialog target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
