import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/shared/api/session-store';
import { paths } from '@/config/paths';

/** Protected routes: anyone not signed in goes to the base path (spec 01 §2). */
export function RequireAuth() {
  const auth = useAuth();
  return auth ? <Outlet /> : <Navigate to={paths.root} replace />;
}

/** Login screens: a signed-in customer goes to the dashboard instead. */
export function RedirectIfSignedIn() {
  const auth = useAuth();
  return auth ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}
