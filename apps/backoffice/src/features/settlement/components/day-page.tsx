import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { formatOmrPlain } from '@portal/contract';
import type { StaffPermission } from '@portal/contract/back-office';
import { paths } from '../../../config/paths.ts';
import { useBillers } from '../../../shared/api/billers.ts';
import { useI18n, type TextKey } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { omanDateTime } from '../../../shared/ui/format.ts';
import { Ltr, Money } from '../../../shared/ui/ltr.tsx';
import { downloadReport, useSettlementAction, useSettlementDay } from '../api/settlement.ts';
import { BillerMatchingTable } from './biller-matching-table.tsx';
import { DayClose } from './day-close.tsx';
import { ExceptionsTable } from './exceptions-table.tsx';
import { SandboxFetch } from './sandbox-fetch.tsx';
import { StatementUpload } from './statement-upload.tsx';
import { SwitchFetch } from './switch-fetch.tsx';

/** One banking day (issue 32 §3–6): the files, the matching per biller, its exceptions, the close and the reports. */
export function DayPage({ permissions }: { permissions: readonly StaffPermission[] }) {
  const { t, lang, pick } = useI18n();
  const { day = '' } = useParams();
  const data = useSettlementDay(day);
  const action = useSettlementAction();
  const billers = useBillers();
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const nameOf = (id: number) => {
    const b = billers.data?.billers.find((x) => x.id === id);
    return b ? pick(b.name) : String(id);
  };
  const d = data.data;
  const closed = d?.status === 'closed';
  const open = (d?.exceptions ?? []).filter((e) => e.status === 'open');
  const may = (p: StaffPermission) => permissions.includes(p) && !closed;
  const download = (billerId: number, format: 'csv' | 'pdf') =>
    downloadReport(day, billerId, format, lang).then(() => setDownloadError(null), setDownloadError);
  return (
    <Stack>
      <Anchor component={Link} to={paths.settlement.getHref()} size="sm">
        {t('settle.back')}
      </Anchor>
      <Group>
        <Title order={1} size="h2">
          {t('settle.dayHeading')} <Ltr>{day}</Ltr>
        </Title>
        {d && (
          <Badge variant="light" data-day-status={d.status ?? 'none'}>
            {d.status ? t(`settle.status.${d.status}` as TextKey) : t('settle.noStatus')}
          </Badge>
        )}
      </Group>
      <ErrorAlert error={data.error ?? action.error ?? downloadError} />
      {closed && <Badge color="gray">{t('settle.closed')}</Badge>}
      {may('settlement.work') && d?.sandboxStatements && <SandboxFetch day={day} />}
      {may('settlement.work') && (
        <Group>
          <Button loading={action.isPending} onClick={() => action.mutate({ kind: 'match', day })}>
            {t('settle.match')}
          </Button>
        </Group>
      )}
      <Title order={2} size="h4">
        {t('settle.files')}
      </Title>
      <DataTable
        withTableBorder
        minHeight={d?.files.length ? undefined : 100}
        noRecordsText={t('settle.none')}
        records={d?.files ?? []}
        idAccessor={(f) => `${f.source}-${f.billerId}`}
        columns={[
          { accessor: 'source', title: t('settle.source'), render: (f) => t(`settle.source.${f.source}` as TextKey) },
          { accessor: 'billerId', title: t('settle.biller'), render: (f) => (f.source === 'biller' ? nameOf(f.billerId) : '—') },
          { accessor: 'lines', title: t('settle.lines'), render: (f) => <Ltr>{String(f.lines)}</Ltr> },
          { accessor: 'totalBaisa', title: t('settle.total'), render: (f) => <Money omr={formatOmrPlain(f.totalBaisa)} /> },
          { accessor: 'importedAt', title: t('settle.imported'), render: (f) => omanDateTime(f.importedAt, lang) },
        ]}
      />
      {may('settlement.work') && <SwitchFetch day={day} nameOf={nameOf} />}
      {may('settlement.work') && <StatementUpload day={day} />}
      <Title order={2} size="h4">
        {t('settle.billers')}
      </Title>
      <BillerMatchingTable
        day={day}
        billers={d?.billers ?? []}
        nameOf={nameOf}
        onDownload={(billerId, format) => void download(billerId, format)}
      />
      <Title order={2} size="h4">
        {t('settle.exceptions')}
      </Title>
      <ExceptionsTable
        exceptions={d?.exceptions ?? []}
        nameOf={nameOf}
        mayWork={may('settlement.work')}
        mayApprove={may('settlement.approve')}
      />
      {may('settlement.close') && <DayClose day={day} open={open} />}
    </Stack>
  );
}
