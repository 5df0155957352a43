import { useMatches } from 'react-router';

export interface RouteHandle {
  /** i18n key of the page title shown in the header and the document title. */
  title?: string;
}

/** The deepest matched route's title key. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}
