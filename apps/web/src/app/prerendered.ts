import { BASE_PATH, paths } from '@/config/paths';
import { queryClient } from '@/shared/api/query-client';
import { sessionStore } from '@/shared/api/session-store';
import { i18n } from '@/shared/i18n';

/**
 * The entry pages the server draws to HTML (decision 028, src/prerender.tsx): a visitor on a slow phone
 * sees the page, biller grid included, before its JavaScript arrives, which then takes it over
 * (hydrates it). `modules`: the page's lazy modules, whose CSS and chunks the drawn HTML links at once.
 * `signedIn`: the Dashboard, where a returning customer lands, is drawn as the signed-in frame with
 * nobody's data (decision 038): its public parts (the ads, the biller grid) drawn, the customer's
 * figures as they show while their calls are under way.
 */
export const PRERENDERED_PAGES = [
  { name: 'login', path: paths.root, modules: ['src/app/routes/login-route.tsx'], signedIn: false },
  {
    name: 'quick-payment',
    path: paths.quickPayment,
    modules: ['src/features/quick-payment/components/quick-payment-page.tsx'],
    signedIn: false,
  },
  {
    name: 'one-time-payment',
    path: paths.oneTimePayment,
    modules: ['src/features/one-time-payment/components/one-time-payment-page.tsx'],
    signedIn: false,
  },
  {
    name: 'dashboard',
    path: paths.dashboard,
    modules: ['src/app/layout/app-layout.tsx', 'src/features/dashboard/components/dashboard-page.tsx'],
    signedIn: true,
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
 * Hydrate only what was drawn for this visitor: the same page, in the same language, signed out for a
 * public page and signed in for the signed-in frame. Anything else (the language switched since, a
 * signed-in customer on the Login page, a visitor on the Dashboard, the offline shell) is drawn anew.
 */
export function matchesPrerender(root: HTMLElement): boolean {
  const routePath = routePathOf(window.location.pathname);
  const page = PRERENDERED_PAGES.find((p) => p.path.toLowerCase() === routePath.toLowerCase());
  if (!page || root.dataset.prerendered !== prerenderMark(i18n.language, routePath)) return false;
  return Boolean(sessionStore.get()) === page.signedIn;
}

/** The answers a page was drawn with, beside it in a JSON script element (not run; the CSP allows it). */
export const PRERENDER_DATA_ID = 'prerender-data';
export interface PrerenderData {
  /** When the server drew the page (ms): the answers are as old as that, and refetched once stale. */
  drawnAt: number;
  queries: [queryKey: readonly unknown[], data: unknown][];
  /**
   * What public/boot.js starts after the first paint: the entry module, the chunks to preload, and the
   * chunks the entry imports, to evaluate one task each before it.
   */
  boot?: { entry: string; preload: string[]; before: string[] };
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
