import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../route-title';

export function useDocumentTitle(): string | undefined {
  const { t, i18n } = useTranslation();
  const key = useRouteTitle();
  const title = key ? t(key) : undefined;
  useEffect(() => {
    document.title = title ? `${title} | ${t('app.name')}` : t('app.name');
  }, [title, t, i18n.language]);
  return title;
}
