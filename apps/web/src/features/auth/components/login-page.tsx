import { Grid } from '@mantine/core';
import { type ReactNode, Suspense, useEffect } from 'react';
import { getDeviceInfo } from '@/shared/api/device-info';
import { LoginForm } from './login-form';
import { QuickPaymentSlot } from './quick-payment-slot';

/** Login (spec 01 §2 "/"): the form in a card, the quick-payment grid beside it (above it on narrow screens). */
export function LoginPage({ quickPayment }: { quickPayment?: ReactNode }) {
  // The device id is made here, as the password screens expect a visitor to have come this way.
  useEffect(() => void getDeviceInfo(), []);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <QuickPaymentSlot>{quickPayment}</QuickPaymentSlot>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Suspense fallback={null}>
          <LoginForm />
        </Suspense>
      </Grid.Col>
    </Grid>
  );
}
