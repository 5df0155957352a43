import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';

/**
 * Where the quick-payment biller grid is mounted on the login page (spec 01 §2: beside the form,
 * above it under 768 px). Empty until the quick-payment feature provides its grid.
 */
export function QuickPaymentSlot({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return <section aria-label={t('auth.login.quickPayment')}>{children}</section>;
}
