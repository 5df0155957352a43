import type { ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import type { StaffPermission } from '@portal/contract/back-office';
import { NotAllowedPage } from '../features/not-allowed/not-allowed-page.tsx';
import type { ShellContext } from './staff-shell.tsx';

/**
 * A page only for roles that hold its permission; any other role reaching its address sees "not allowed".
 * The server refuses the page's calls all the same: this is for the person, the server is the lock.
 */
export function Allowed({
  permission,
  fallback,
  children,
}: {
  permission: StaffPermission;
  /** What the role sees instead; "not allowed" unless given. */
  fallback?: ReactNode;
  children: (permissions: readonly StaffPermission[]) => ReactNode;
}) {
  const { me } = useOutletContext<ShellContext>();
  return me.staff.permissions.includes(permission) ? children(me.staff.permissions) : (fallback ?? <NotAllowedPage />);
}
