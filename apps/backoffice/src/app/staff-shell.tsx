import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Anchor, AppShell, Button, Center, Group, Loader, Text, Title } from '@mantine/core';
import type { StaffPermission, StaffSessionDetails } from '@portal/contract/back-office';
import { paths } from '../config/paths.ts';
import { useMe } from '../features/auth/api/me.ts';
import { useSignOut } from '../features/auth/api/sign-in.ts';
import { isSessionEnded } from '../shared/api/staff-call.ts';
import { useI18n } from '../shared/i18n/index.tsx';
import { ErrorAlert } from '../shared/ui/error-alert.tsx';
import { LanguageButton } from '../shared/ui/language-button.tsx';

export interface ShellContext {
  me: StaffSessionDetails;
}

/** The signed-in frame: a live staff session or the sign-in page; the menu shows only what the role may open. */
export function StaffShell() {
  const { t } = useI18n();
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (me.isPending)
    return (
      <Center mih="100vh">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (me.error) {
    if (isSessionEnded(me.error))
      return <Navigate to={paths.signIn.getHref()} replace state={{ from: location.pathname + location.search }} />;
    return <ErrorAlert error={me.error} />;
  }
  const { staff } = me.data;
  const links: { to: string; label: string; permission?: StaffPermission }[] = [
    { to: paths.search.getHref(), label: t('nav.search'), permission: paths.search.permission },
    { to: paths.stuck.getHref(), label: t('nav.stuck'), permission: paths.stuck.permission },
    { to: paths.audit.getHref(), label: t('nav.audit'), permission: paths.audit.permission },
    { to: paths.staff.getHref(), label: t('nav.staff'), permission: paths.staff.permission },
    { to: paths.refunds.getHref(), label: t('nav.refunds'), permission: paths.refunds.permission },
    { to: paths.complaints.getHref(), label: t('nav.complaints'), permission: paths.complaints.permission },
    { to: paths.complaintReports.getHref(), label: t('nav.complaintReports'), permission: paths.complaintReports.permission },
    { to: paths.settlement.getHref(), label: t('nav.settlement'), permission: paths.settlement.permission },
    { to: paths.sessions.getHref(), label: t('nav.sessions') },
  ];
  const shown = links.filter((l) => !l.permission || staff.permissions.includes(l.permission));
  return (
    // On a phone the header wraps to four rows for a long name and role (a finance approver): room for all of them.
    <AppShell header={{ height: { base: 140, md: 60 } }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="wrap" gap="xs" py={6}>
          <Group gap="md">
            <Title order={2} size="h4">
              {t('app.title')}
            </Title>
            <Group component="nav" gap="sm" aria-label={t('app.title')}>
              {shown.map((l) => (
                <Anchor key={l.to} component={NavLink} to={l.to} end size="sm">
                  {l.label}
                </Anchor>
              ))}
            </Group>
          </Group>
          <Group gap="xs">
            <Text size="sm">
              {staff.name} · {staff.roles.map((r) => t(`role.${r}`)).join('، ')}
            </Text>
            <LanguageButton />
            <Button
              size="xs"
              variant="default"
              loading={signOut.isPending}
              onClick={() => signOut.mutate(undefined, { onSettled: () => navigate(paths.signIn.getHref()) })}
            >
              {t('app.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <main>
          <Outlet context={{ me: me.data } satisfies ShellContext} />
        </main>
      </AppShell.Main>
    </AppShell>
  );
}
