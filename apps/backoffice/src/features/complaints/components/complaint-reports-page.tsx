import { useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Table, TextInput, Title } from '@mantine/core';
import { COMPLAINT_DISPOSITION_TEXT, COMPLAINT_TYPE_TEXT, type ComplaintDisposition, type ComplaintType } from '@portal/contract';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useComplaintReport, useRegulatorCsv } from '../api/complaints.ts';

const thisMonth = () => new Date().toISOString().slice(0, 7);
const quarterOf = (month: string) => `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;

/** Complaints per month or quarter (issue 33 §5), and the regulator's quarterly CSV in either language. */
export function ComplaintReportsPage() {
  const { t, pick } = useI18n();
  const [from, setFrom] = useState(`${thisMonth().slice(0, 4)}-01`);
  const [to, setTo] = useState(thisMonth());
  const [period, setPeriod] = useState<'month' | 'quarter'>('quarter');
  const valid = /^\d{4}-\d{2}$/.test(from) && /^\d{4}-\d{2}$/.test(to);
  const report = useComplaintReport(valid ? { from, to, period } : null);
  const csv = useRegulatorCsv();
  const cols = ['received', 'withinLimit', 'late', 'rejected', 'stillOpen', 'meanDays'] as const;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('complaints.reports')}
      </Title>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('complaints.from')}
          placeholder="2026-01"
          w={130}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          dir="ltr"
        />
        <TextInput
          label={t('complaints.to')}
          placeholder="2026-03"
          w={130}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          dir="ltr"
        />
        <SegmentedControl
          aria-label={t('complaints.period')}
          value={period}
          onChange={(v) => setPeriod(v as 'month' | 'quarter')}
          data={[
            { value: 'month', label: t('complaints.month') },
            { value: 'quarter', label: t('complaints.quarter') },
          ]}
        />
        <Button variant="default" loading={csv.isPending} onClick={() => csv.mutate({ quarter: quarterOf(to), lang: 'en' })}>
          {t('complaints.csvEn')}
        </Button>
        <Button variant="default" loading={csv.isPending} onClick={() => csv.mutate({ quarter: quarterOf(to), lang: 'ar' })}>
          {t('complaints.csvAr')}
        </Button>
      </Group>
      <ErrorAlert error={report.error ?? csv.error} />
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('complaints.period')}</Table.Th>
              {cols.map((c) => (
                <Table.Th key={c}>{t(`complaints.${c}`)}</Table.Th>
              ))}
              <Table.Th>{t('complaints.byType')}</Table.Th>
              <Table.Th>{t('complaints.byDisposition')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(report.data?.periods ?? []).map((p) => (
              <Table.Tr key={p.period}>
                <Table.Td>
                  <Ltr>{p.period}</Ltr>
                </Table.Td>
                {[p.received, p.resolvedWithinLimit, p.resolvedLate, p.rejected, p.open, p.meanBusinessDaysToClose ?? '—'].map((v, i) => (
                  <Table.Td key={i}>
                    <Ltr>{String(v)}</Ltr>
                  </Table.Td>
                ))}
                <Table.Td>{p.byType.map((x) => `${pick(COMPLAINT_TYPE_TEXT[x.key as ComplaintType])} ${x.received}`).join(' · ')}</Table.Td>
                <Table.Td>
                  {p.byDisposition
                    .map(
                      (x) =>
                        `${x.key in COMPLAINT_DISPOSITION_TEXT ? pick(COMPLAINT_DISPOSITION_TEXT[x.key as ComplaintDisposition]) : x.key} ${x.n}`,
                    )
                    .join(' · ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
