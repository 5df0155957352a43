import { Suspense } from 'react';
import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import { LoginPage } from '@/features/auth/components/login-page';
import { QuickPaymentPanel } from '@/features/quick-payment/components/quick-payment-panel';

/**
 * The login screen with the quick-payment grid beside it (spec 01 §2); features meet here, in app/. The
 * grid is a part of its own for React's hydration, so the form is not held up by it.
 */
export function LoginRoute() {
  return (
    <LoginPage
      quickPayment={
        <Suspense fallback={null}>
          <QuickPaymentPanel />
        </Suspense>
      }
    />
  );
}
