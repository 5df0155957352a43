import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { StaffAccount, StaffRole } from '@portal/contract/back-office';
import { useI18n } from '../../../shared/i18n/index.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { omanDateTime } from '../../../shared/ui/format.ts';
import { useSetDisabled, useStaffList } from '../api/staff.ts';
import { RolesDialog } from './roles-dialog.tsx';

/** Staff accounts for a staff administrator (issue 31 §1): invite, change roles, disable and enable; open invitations below. */
export function StaffPage() {
  const { t, lang } = useI18n();
  const list = useStaffList();
  const disable = useSetDisabled();
  const [dialog, setDialog] = useState<{ account?: StaffAccount } | null>(null);
  const roleNames = (roles: readonly StaffRole[]) => roles.map((r) => t(`role.${r}`)).join(lang === 'ar' ? '، ' : ', ');
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('staff.heading')}
        </Title>
        <Button onClick={() => setDialog({})}>{t('staff.invite')}</Button>
      </Group>
      <ErrorAlert error={list.error ?? disable.error} />
      <DataTable
        withTableBorder
        minHeight={120}
        fetching={list.isFetching}
        records={list.data?.staff ?? []}
        idAccessor="id"
        columns={[
          { accessor: 'name', title: t('staff.name') },
          { accessor: 'email', title: t('signIn.email'), render: (s) => <span dir="ltr">{s.email}</span> },
          { accessor: 'roles', title: t('staff.roles'), render: (s) => roleNames(s.roles) },
          {
            accessor: 'disabled',
            title: t('staff.state'),
            render: (s) => (
              // Text rather than a badge: a badge's label is cut short when the table is narrow (a phone).
              <Text size="sm" fw={600} c={s.disabled ? 'gray.7' : s.locked ? 'red.9' : 'teal.9'}>
                {t(s.disabled ? 'staff.disabled' : s.locked ? 'staff.locked' : 'staff.active')}
              </Text>
            ),
          },
          {
            accessor: 'id',
            title: '',
            render: (s) => (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => setDialog({ account: s })}
                  aria-label={`${t('staff.rolesOf')} ${s.name}`}
                >
                  {t('staff.changeRoles')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={disable.isPending && disable.variables.staffId === s.id}
                  onClick={() => disable.mutate({ staffId: s.id, disabled: !s.disabled })}
                >
                  {t(s.disabled ? 'staff.enable' : 'staff.disable')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <Title order={2} size="h3">
        {t('staff.invitations')}
      </Title>
      <DataTable
        withTableBorder
        minHeight={100}
        records={list.data?.invitations ?? []}
        idAccessor="id"
        noRecordsText={t('staff.noInvitations')}
        columns={[
          { accessor: 'name', title: t('staff.name') },
          { accessor: 'email', title: t('signIn.email'), render: (i) => <span dir="ltr">{i.email}</span> },
          { accessor: 'roles', title: t('staff.roles'), render: (i) => roleNames(i.roles) },
          { accessor: 'expiresAt', title: t('staff.expires'), render: (i) => omanDateTime(i.expiresAt, lang) },
          { accessor: 'state', title: t('staff.state'), render: (i) => <Text size="sm">{t(`staff.invitation.${i.state}`)}</Text> },
        ]}
      />
      {dialog && <RolesDialog opened account={dialog.account} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
