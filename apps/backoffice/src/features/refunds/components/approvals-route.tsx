import { useOutletContext } from 'react-router';
import type { ShellContext } from '../../../app/staff-shell.tsx';
import { ApprovalsPage } from './approvals-page.tsx';

/** The approvals page with who is signed in: their own requests show no approve button. */
export function ApprovalsRoute() {
  const { me } = useOutletContext<ShellContext>();
  return <ApprovalsPage myEmail={me.staff.email} />;
}
