import { Loader, type LoaderProps } from '@mantine/core';
import { useTranslation } from '@/shared/i18n';

/** Mantine's spinner named "Loading" in the page's language (a status: theme.ts), for screen readers and axe. */
export function Loading(props: Omit<LoaderProps, 'aria-label'>) {
  const { t } = useTranslation();
  return <Loader aria-label={t('common.loading')} {...props} />;
}
