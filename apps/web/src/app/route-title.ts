import { useMatches, type UIMatch } from 'react-router';
import type { TFunction, TranslationKey } from '@/shared/i18n';

export interface RouteHandle {
  /** i18n key of the page title shown in the header and the document title. */
  title?: TranslationKey;
}

/** The deepest matched route's title key. */
export function useRouteTitle(): TranslationKey | undefined {
  return titleKeyOf(useMatches());
}

export function titleKeyOf(matches: Pick<UIMatch, 'handle'>[]): TranslationKey | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}

/** "Page | Portal", or the portal's name alone. */
export const documentTitle = (t: TFunction, key: TranslationKey | undefined) => (key ? `${t(key)} | ${t('app.name')}` : t('app.name'));
