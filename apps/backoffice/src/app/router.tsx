import { createBrowserRouter } from 'react-router';
import { Text } from '@mantine/core';
import { BASENAME, paths } from '../config/paths.ts';
import { AuditPage } from '../features/audit/components/audit-page.tsx';
import { SignInPage } from '../features/auth/components/sign-in-page.tsx';
import { NotAllowedPage } from '../features/not-allowed/not-allowed-page.tsx';
import { PaymentPage } from '../features/payment/components/payment-page.tsx';
import { SearchPage } from '../features/search/components/search-page.tsx';
import { StuckPage } from '../features/stuck/components/stuck-page.tsx';
import { ComplaintQueuePage } from '../features/complaints/components/complaint-queue-page.tsx';
import { ComplaintPage } from '../features/complaints/components/complaint-page.tsx';
import { ComplaintReportsPage } from '../features/complaints/components/complaint-reports-page.tsx';
import { SessionsPage } from '../features/sessions/components/sessions-page.tsx';
import { InvitationPage } from '../features/invitation/components/invitation-page.tsx';
import { StaffPage } from '../features/staff/components/staff-page.tsx';
import { ApprovalsRoute } from '../features/refunds/components/approvals-route.tsx';
import { CalendarPage } from '../features/settlement/components/calendar-page.tsx';
import { DayPage } from '../features/settlement/components/day-page.tsx';
import { MonthlyPage } from '../features/settlement/components/monthly-page.tsx';
import { useI18n } from '../shared/i18n/index.tsx';
import { Allowed } from './allowed.tsx';
import { StaffShell } from './staff-shell.tsx';

function NothingForRole() {
  const { t } = useI18n();
  return <Text py="xl">{t('home.nothing')}</Text>;
}

export const router = createBrowserRouter(
  [
    { path: paths.signIn.path, element: <SignInPage /> },
    { path: paths.invitation.path, element: <InvitationPage /> },
    {
      element: <StaffShell />,
      children: [
        {
          index: true,
          element: (
            <Allowed permission="payments.search" fallback={<NothingForRole />}>
              {(p) => <SearchPage mayExport={p.includes('payments.export')} financeAlerts={p.includes('settlement.read')} />}
            </Allowed>
          ),
        },
        { path: paths.payment.path, element: <Allowed permission="payments.view">{(p) => <PaymentPage permissions={p} />}</Allowed> },
        { path: paths.stuck.path, element: <Allowed permission="payments.act_stuck">{() => <StuckPage />}</Allowed> },
        { path: paths.sessions.path, element: <SessionsPage /> },
        { path: paths.audit.path, element: <Allowed permission="audit.read">{() => <AuditPage />}</Allowed> },
        { path: paths.staff.path, element: <Allowed permission="staff.manage">{() => <StaffPage />}</Allowed> },
        { path: paths.refunds.path, element: <Allowed permission="refunds.approve">{() => <ApprovalsRoute />}</Allowed> },
        { path: paths.complaints.path, element: <Allowed permission="payments.view">{() => <ComplaintQueuePage />}</Allowed> },
        { path: paths.complaint.path, element: <Allowed permission="payments.view">{() => <ComplaintPage />}</Allowed> },
        { path: paths.complaintReports.path, element: <Allowed permission="payments.view">{() => <ComplaintReportsPage />}</Allowed> },
        { path: paths.settlement.path, element: <Allowed permission="settlement.read">{(p) => <CalendarPage permissions={p} />}</Allowed> },
        {
          path: paths.settlementMonthly.path,
          element: <Allowed permission="settlement.read">{(p) => <MonthlyPage permissions={p} />}</Allowed>,
        },
        { path: paths.settlementDay.path, element: <Allowed permission="settlement.read">{(p) => <DayPage permissions={p} />}</Allowed> },
        { path: '*', element: <NotAllowedPage heading="notFound.heading" /> },
      ],
    },
  ],
  { basename: BASENAME },
);
