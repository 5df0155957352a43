import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import { LoginPage } from '@/features/auth/components/login-page';
import { QuickPaymentPanel } from '@/features/quick-payment/components/quick-payment-panel';
import { HydrateLater, WAVES } from '@/shared/ui/hydrate-later';

/**
 * The login screen with the quick-payment grid beside it (spec 01 §2); features meet here, in app/. The
 * grid is taken over in a task after the login form's, so neither makes one long task on a phone.
 */
export function LoginRoute() {
  return (
    <LoginPage
      quickPayment={
        <HydrateLater wave={WAVES.loginGrid}>
          <QuickPaymentPanel />
        </HydrateLater>
      }
    />
  );
}
