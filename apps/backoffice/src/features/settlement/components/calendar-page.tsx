import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { omanDay } from '@portal/contract';
import type { StaffPermission } from '@portal/contract/back-office';
import { paths } from '../../../config/paths.ts';
import { useI18n, type TextKey } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { useCalendar, useSettlementAction } from '../api/settlement.ts';
import { MonthSwitch } from './month-switch.tsx';
import { SettlementAlerts } from './settlement-alerts.tsx';

/** The settlement calendar (issue 32 §1, §6): each day of a month, banking or not, and where its matching stands. */
export function CalendarPage({ permissions }: { permissions: readonly StaffPermission[] }) {
  const { t, lang, pick } = useI18n();
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? omanDay(new Date()).slice(0, 7);
  const calendar = useCalendar(month);
  const weekday = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString(lang === 'ar' ? 'ar-OM' : 'en-GB', { weekday: 'long' });
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('settle.heading')}
      </Title>
      <SettlementAlerts />
      <Group justify="space-between">
        <MonthSwitch month={month} onChange={(m) => setParams({ month: m })} />
        <Anchor component={Link} to={paths.settlementMonthly.getHref(month)}>
          {t('settle.monthly')}
        </Anchor>
      </Group>
      <ErrorAlert error={calendar.error} />
      <DataTable
        withTableBorder
        striped
        minHeight={calendar.data?.days.length ? undefined : 150}
        noRecordsText={t('settle.none')}
        fetching={calendar.isFetching}
        records={calendar.data?.days ?? []}
        idAccessor="day"
        columns={[
          {
            accessor: 'day',
            title: t('settle.day'),
            render: (d) =>
              d.banking ? (
                <Anchor component={Link} to={paths.settlementDay.getHref(d.day)}>
                  <Ltr>{d.day}</Ltr>
                </Anchor>
              ) : (
                <Ltr>{d.day}</Ltr>
              ),
          },
          { accessor: 'weekday', title: '', render: (d) => weekday(d.day) },
          {
            accessor: 'banking',
            title: t('settle.banking'),
            render: (d) => (d.holiday ? `${t('settle.holiday')}: ${pick(d.holiday)}` : d.banking ? '✓' : t('settle.weekend')),
          },
          { accessor: 'settlesOn', title: t('settle.settlesOn'), render: (d) => <Ltr>{d.settlesOn}</Ltr> },
          {
            accessor: 'status',
            title: t('settle.status'),
            render: (d) =>
              d.banking ? (
                <Badge
                  variant="light"
                  color={d.status === 'exceptions' ? 'red' : d.status === 'closed' ? 'gray' : 'blue'}
                  data-day-status={d.status ?? 'none'}
                >
                  {d.status ? t(`settle.status.${d.status}` as TextKey) : t('settle.noStatus')}
                </Badge>
              ) : null,
          },
          {
            accessor: 'openExceptions',
            title: t('settle.openExceptions'),
            render: (d) => (d.openExceptions ? <Ltr>{String(d.openExceptions)}</Ltr> : ''),
          },
        ]}
      />
      {permissions.includes('settlement.work') && <HolidayForm />}
    </Stack>
  );
}

/** Finance enters a public holiday: its payments settle with the next banking day. */
function HolidayForm() {
  const { t } = useI18n();
  const action = useSettlementAction();
  const [day, setDay] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [nameAr, setNameAr] = useState('');
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          action.mutate({ kind: 'holiday', body: { day, nameEn, nameAr } }, { onSuccess: () => setDay('') });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('settle.addHoliday')}
          </Title>
          <ErrorAlert error={action.error} />
          <Group align="flex-end" wrap="wrap">
            <TextInput label={t('settle.day')} type="date" required value={day} onChange={(e) => setDay(e.currentTarget.value)} />
            <TextInput label={t('settle.holidayNameEn')} required value={nameEn} onChange={(e) => setNameEn(e.currentTarget.value)} />
            <TextInput
              label={t('settle.holidayNameAr')}
              required
              dir="rtl"
              value={nameAr}
              onChange={(e) => setNameAr(e.currentTarget.value)}
            />
            <Button type="submit" loading={action.isPending}>
              {t('settle.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
