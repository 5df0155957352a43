import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import { LoginPage } from '@/features/auth/components/login-page';
import { QuickPaymentPanel } from '@/features/quick-payment/components/quick-payment-panel';

/** The login screen with the quick-payment grid beside it (spec 01 §2); features meet here, in app/. */
export function LoginRoute() {
  return <LoginPage quickPayment={<QuickPaymentPanel />} />;
}
