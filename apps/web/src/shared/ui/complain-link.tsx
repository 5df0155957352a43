import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/api/session-store';
import { useTranslation } from '@/shared/i18n';

/** "Complain" on a history row or a receipt: the complaint form about that payment's bill (a visitor's own form when signed out). */
export function ComplainLink({ reference, billingNo }: { reference: string; billingNo?: string | null }) {
  const { t } = useTranslation();
  const signedIn = Boolean(useAuth());
  const query = new URLSearchParams({ ref: reference, ...(billingNo ? { billingNo } : {}) });
  const to = `${signedIn ? paths.complaints : paths.guestComplaint}?${query}`;
  return (
    <Anchor component={Link} size="sm" to={to} aria-label={t('complaints.complainLabel', { reference })}>
      {t('complaints.complain')}
    </Anchor>
  );
}
