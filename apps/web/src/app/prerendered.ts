import { BASE_PATH, paths } from '@/config/paths';
import { queryClient } from '@/shared/api/query-client';
import { sessionStore } from '@/shared/api/session-store';
import { i18n } from '@/shared/i18n';

/**
 * The public entry pages the server draws to HTML (decision 028, src/prerender.tsx): a visitor on a slow
 * phone sees the page, biller grid included, before its JavaScript arrives, which then takes it over
 * (hydrates it).
 */
export const PRERENDERED_PAGES = [
  // `module`: the page's lazy module, whose CSS and chunks the prerendered HTML links at once.
  { name: 'login', path: paths.root, module: 'src/app/routes/login-route.tsx' },
  { name: 'quick-payment', path: paths.quickPayment, module: 'src/features/quick-payment/components/quick-payment-page.tsx' },
  { name: 'one-time-payment', path: paths.oneTimePayment, module: 'src/features/one-time-payment/components/one-time-payment-page.tsx' },
] as const;

/**
 * Pages drawn in the browser that a customer opens cold (the Dashboard, where a returning customer
 * lands): the server's document preloads their modules beside the entry, so their code is not a second
 * wave fetched once the entry has run (issue 13). Paths in lower case, as the server compares them.
 */
export const BROWSER_DRAWN_ENTRY_PAGES = [
  {
    path: paths.dashboard.toLowerCase(),
    modules: ['src/app/layout/app-layout.tsx', 'src/features/dashboard/components/dashboard-page.tsx'],
  },
] as const;

/** What #root carries in a prerendered page: its language and route path. */
export const prerenderMark = (lang: string, routePath: string) => `${lang} ${routePath.toLowerCase()}`;

/** The address below the base path as the route table writes it ('/', '/QuickPayment'). */
export function routePathOf(pathname: string): string {
  const below = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  return below.replace(/\/+$/, '') || '/';
}

/**
 * Hydrate only what was drawn for this visitor: the same page, in the same language, signed out.
 * Anything else (the language switched since, a signed-in customer, the offline shell) is drawn anew.
 */
export function matchesPrerender(root: HTMLElement): boolean {
  const mark = root.dataset.prerendered;
  return Boolean(mark) && !sessionStore.get() && mark === prerenderMark(i18n.language, routePathOf(window.location.pathname));
}

/** The answers a page was drawn with, beside it in a JSON script element (not run; the CSP allows it). */
export const PRERENDER_DATA_ID = 'prerender-data';
export interface PrerenderData {
  /** When the server drew the page (ms): the answers are as old as that, and refetched once stale. */
  drawnAt: number;
  queries: [queryKey: readonly unknown[], data: unknown][];
  /** What public/boot.js starts after the first paint: the entry module and the chunks to preload. */
  boot?: { entry: string; preload: string[] };
}

/** The browser's first render must have the answers the page was drawn with, or it would not match. */
export function seedPrerenderedAnswers(): void {
  const text = document.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return;
  try {
    const { drawnAt, queries } = JSON.parse(text) as PrerenderData;
    for (const [key, data] of queries) queryClient.setQueryData(key, data, { updatedAt: Math.min(drawnAt, Date.now()) });
  } catch {
    // A page without usable answers fetches them as any other page does.
  }
}
