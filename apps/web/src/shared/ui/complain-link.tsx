import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/shared/i18n';

/** "Complain" on a history row or a receipt: the complaint form, about that payment's bill. */
export function ComplainLink({ reference, billingNo }: { reference: string; billingNo?: string | null }) {
  const { t } = useTranslation();
  const query = new URLSearchParams({ ref: reference, ...(billingNo ? { billingNo } : {}) });
  return (
    <Anchor component={Link} size="sm" to={`${paths.complaints}?${query}`} aria-label={t('complaints.complainLabel', { reference })}>
      {t('complaints.complain')}
    </Anchor>
  );
}
