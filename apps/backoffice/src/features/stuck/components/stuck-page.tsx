import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { paths } from '../../../config/paths.ts';
import { useI18n, type TextKey } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { omanDateTime } from '../../../shared/ui/format.ts';
import { Ltr, Money } from '../../../shared/ui/ltr.tsx';
import { useStuckPayments } from '../api/stuck-payments.ts';
import { StuckActionDialog, type PendingAction } from './stuck-action-dialog.tsx';

/**
 * Payments open past their timeouts and whatever the ledger check reports (issue 31 §6), each with
 * the actions that fit it. There is no way here to set a state: every action runs the payment's own path.
 */
export function StuckPage() {
  const { t, lang, pick } = useI18n();
  const stuck = useStuckPayments();
  const [pending, setPending] = useState<PendingAction | null>(null);
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('stuck.heading')}
      </Title>
      <Text size="sm">{t('stuck.help')}</Text>
      <ErrorAlert error={stuck.error} />
      <DataTable
        withTableBorder
        striped
        minHeight={stuck.data?.rows.length ? undefined : 150}
        noRecordsText={t('stuck.none')}
        fetching={stuck.isFetching}
        records={stuck.data?.rows ?? []}
        idAccessor={(r) => `${r.paymentId}:${r.why.en}`}
        columns={[
          {
            accessor: 'referenceNumber',
            title: t('col.reference'),
            render: (r) =>
              r.referenceNumber ? (
                <Anchor component={Link} to={paths.payment.getHref(r.paymentId)}>
                  <Ltr>{r.referenceNumber}</Ltr>
                </Anchor>
              ) : (
                <Ltr>{r.paymentId}</Ltr>
              ),
          },
          { accessor: 'state', title: t('col.state'), render: (r) => t(`state.${r.state}` as TextKey) ?? r.state },
          { accessor: 'totalOmr', title: t('col.total'), render: (r) => (r.totalOmr ? <Money omr={r.totalOmr} /> : '—') },
          { accessor: 'since', title: t('stuck.since'), render: (r) => omanDateTime(r.since, lang) },
          { accessor: 'why', title: t('stuck.why'), render: (r) => pick(r.why) },
          {
            accessor: 'actions',
            title: t('stuck.actions'),
            render: (r) => (
              <Group gap="xs">
                {r.actions.map((action) =>
                  action === 'refund_line' ? (
                    // A refund is chosen per line on the payment's own page, with its amount and reason.
                    <Button key={action} size="xs" variant="default" component={Link} to={paths.payment.getHref(r.paymentId)}>
                      {t('stuck.refund_line')}
                    </Button>
                  ) : (
                    <Button
                      key={action}
                      size="xs"
                      variant="default"
                      onClick={() => setPending({ paymentId: r.paymentId, label: r.referenceNumber ?? r.paymentId, action })}
                    >
                      {t(`stuck.${action}`)}
                    </Button>
                  ),
                )}
                {!r.actions.length && <Text size="xs">{t('stuck.refundLater')}</Text>}
              </Group>
            ),
          },
        ]}
      />
      <StuckActionDialog pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
