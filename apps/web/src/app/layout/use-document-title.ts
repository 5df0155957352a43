import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n';
import { documentTitle, useRouteTitle } from '../route-title';

export function useDocumentTitle(): string | undefined {
  const { t, i18n } = useTranslation();
  const key = useRouteTitle();
  useEffect(() => {
    document.title = documentTitle(t, key);
  }, [key, t, i18n.language]);
  return key ? t(key) : undefined;
}
