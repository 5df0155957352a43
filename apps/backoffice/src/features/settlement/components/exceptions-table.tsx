import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { formatOmrPlain } from '@portal/contract';
import { RESOLUTIONS, type ReconciliationException } from '@portal/contract/back-office';
import { useI18n, type TextKey } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { Ltr, Money } from '../../../shared/ui/ltr.tsx';
import { useSettlementAction } from '../api/settlement.ts';
import { useFreshFactor } from '../../../shared/api/step-up.ts';
import { FreshFactorFields } from '../../passkeys/components/fresh-factor-fields.tsx';

type Resolution = 'matched_late' | 'refund_issued' | 'claim_raised';

/** A day's exceptions (issue 32 §3): kind, reference, both amounts, age; resolved with a note, written off by an approver. Nothing is deleted. */
export function ExceptionsTable(props: {
  exceptions: ReconciliationException[];
  nameOf(billerId: number): string;
  mayWork: boolean;
  mayApprove: boolean;
}) {
  const { t } = useI18n();
  const [target, setTarget] = useState<{ e: ReconciliationException; writeOff: boolean } | null>(null);
  return (
    <>
      <DataTable
        withTableBorder
        striped
        minHeight={props.exceptions.length ? undefined : 100}
        noRecordsText={t('settle.none')}
        records={props.exceptions}
        idAccessor="id"
        columns={[
          { accessor: 'kind', title: t('settle.kind'), render: (e) => t(`settle.kind.${e.kind}` as TextKey) },
          { accessor: 'billerId', title: t('settle.biller'), render: (e) => (e.billerId ? props.nameOf(e.billerId) : '—') },
          { accessor: 'reference', title: t('settle.reference'), render: (e) => <Ltr>{e.reference}</Ltr> },
          {
            accessor: 'ledgerBaisa',
            title: t('settle.ours'),
            render: (e) => (e.ledgerBaisa === null ? '—' : <Money omr={formatOmrPlain(e.ledgerBaisa)} />),
          },
          {
            accessor: 'outsideBaisa',
            title: t('settle.theirs'),
            render: (e) => (e.outsideBaisa === null ? '—' : <Money omr={formatOmrPlain(e.outsideBaisa)} />),
          },
          { accessor: 'ageDays', title: t('settle.age'), render: (e) => <Ltr>{String(e.ageDays)}</Ltr> },
          {
            accessor: 'resolution',
            title: t('settle.resolution'),
            render: (e) =>
              e.status === 'resolved' ? (
                <span data-exception-resolution={e.resolution}>{t(`settle.res.${e.resolution}` as TextKey)}</span>
              ) : (
                <Group gap={4} wrap="nowrap">
                  {props.mayWork && (
                    <Button size="compact-xs" onClick={() => setTarget({ e, writeOff: false })}>
                      {t('settle.resolve')}
                    </Button>
                  )}
                  {props.mayApprove && (
                    <Button size="compact-xs" variant="default" onClick={() => setTarget({ e, writeOff: true })}>
                      {t('settle.writeOff')}
                    </Button>
                  )}
                </Group>
              ),
          },
        ]}
      />
      <ResolveDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

/** A write-off is an approval: after five minutes the server asks for a fresh authenticator code, as for a refund. */
function ResolveDialog({ target, onClose }: { target: { e: ReconciliationException; writeOff: boolean } | null; onClose(): void }) {
  const { t } = useI18n();
  const action = useSettlementAction();
  const stepUp = useFreshFactor(action.error);
  const [resolution, setResolution] = useState<Resolution | null>(null);
  const [note, setNote] = useState('');
  const close = () => {
    setResolution(null);
    setNote('');
    action.reset();
    stepUp.reset();
    onClose();
  };
  const send = () => {
    if (!target) return;
    const done = { onSuccess: close };
    if (target.writeOff) action.mutate({ kind: 'writeOff', body: { exceptionId: target.e.id, note } }, done);
    else if (resolution) action.mutate({ kind: 'resolve', body: { exceptionId: target.e.id, resolution, note } }, done);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    stepUp.submit(send);
  };
  const title = target?.writeOff ? t('settle.writeOff') : t('settle.resolve');
  return (
    <Modal opened={target !== null} onClose={close} title={title} closeButtonProps={{ 'aria-label': t('reveal.cancel') }}>
      <form onSubmit={submit}>
        <Stack>
          {target && (
            <Ltr>
              {target.e.reference} · {t(`settle.kind.${target.e.kind}` as TextKey)}
            </Ltr>
          )}
          {!target?.writeOff && (
            <Select
              label={t('settle.resolution')}
              required
              value={resolution}
              onChange={(v) => setResolution(v as Resolution | null)}
              data={RESOLUTIONS.filter((r) => r !== 'written_off').map((r) => ({ value: r, label: t(`settle.res.${r}` as TextKey) }))}
            />
          )}
          <Textarea
            label={t('settle.note')}
            required
            minLength={3}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          {stepUp.asked ? <FreshFactorFields factor={stepUp} onConfirmed={send} /> : <ErrorAlert error={action.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('reveal.cancel')}
            </Button>
            <Button
              type="submit"
              loading={action.isPending || stepUp.isPending}
              disabled={note.trim().length < 3 || (!target?.writeOff && !resolution)}
            >
              {stepUp.asked ? t('reveal.confirm') : title}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
