import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { registrationFlow } from '../flow';
import { CreatePasswordForm } from './create-password-form';

/** /CreatePassword: a newly registered company picks its username and password. Without a grant, home. */
export function CreatePasswordPage() {
  const company = registrationFlow.read();
  if (!company?.passwordGrant) return <Navigate to={paths.root} replace />;
  return <CreatePasswordForm company={company} />;
}
