import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { PAGE_DATA_ID, routePathOf, type PageData } from '@portal/contract';
import { BASE_PATH, paths } from '@/config/paths';
import { queryClient } from '@/shared/api/query-client';
import { sessionStore } from '@/shared/api/session-store';
import { billerCategoriesQueryOptions } from '@/shared/catalog/get-biller-categories';
import { billersQueryOptions } from '@/shared/catalog/get-billers';
import { adsQueryOptions } from '@/features/dashboard/api/get-ads';
import type { Language } from '@/shared/i18n';

/**
 * The entry pages the server draws to HTML (docs/how-a-page-starts.md): a visitor on a slow phone sees
 * the page, biller grid included, before its JavaScript arrives; React then hydrates it. `modules`: the
 * page's lazy modules, whose CSS and chunks the drawn HTML links at once. `signedIn`: the Dashboard, where
 * a returning customer lands, is drawn as the signed-in frame with nobody's data (decision 038).
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

/** What #root carries in a drawn page: its language and route path. */
export const prerenderMark = (lang: string, routePath: string) => `${lang} ${routePathOf(routePath, BASE_PATH)}`;

/**
 * Hydrate only what was drawn for this visitor: the same page, in the same language, signed out for a
 * public page and signed in for the signed-in frame. Anything else (the language switched since, a
 * signed-in customer on the Login page, a visitor on the Dashboard, the offline shell) is drawn anew.
 */
export function matchesPrerender(root: HTMLElement, lang: Language): boolean {
  const routePath = routePathOf(window.location.pathname, BASE_PATH);
  const page = PRERENDERED_PAGES.find((p) => routePathOf(p.path, BASE_PATH) === routePath);
  if (!page || root.dataset.prerendered !== prerenderMark(lang, routePath)) return false;
  return Boolean(sessionStore.get()) === page.signedIn;
}

/** Where each kind of public data goes in the query cache: the client's own query options, nowhere else. */
const PAGE_QUERIES = {
  billers: billersQueryOptions,
  categories: billerCategoriesQueryOptions,
  ads: adsQueryOptions,
} satisfies Record<keyof PageData, () => { queryKey: readonly unknown[] }>;
const keyOf = (name: keyof PageData): readonly unknown[] => PAGE_QUERIES[name]().queryKey;

/** Puts the server's data in the cache as answers received at `drawnAt` (refetched once stale). */
export function seedPageData(data: PageData, drawnAt: number): void {
  for (const [name, value] of Object.entries(data) as [keyof PageData, unknown][]) {
    if (value !== undefined && name in PAGE_QUERIES)
      queryClient.setQueryData(keyOf(name), value, { updatedAt: Math.min(drawnAt, Date.now()) });
  }
}

/**
 * The data element of a page: `state`, the renderer's query cache as TanStack Query dehydrates it (a
 * drawn page); `data`, public data by name, which the server puts beside index.html when it does not
 * draw the page (the browser draws it, seeded, at once); `boot`, what public/boot.js starts.
 */
export interface PageDataElement {
  state?: DehydratedState;
  data?: PageData;
  drawnAt?: number;
  boot?: { entry: string; preload: string[]; before: string[] };
}

/** The renderer's side: the cache it drew with, as the browser will hydrate it. */
export const dehydratedCache = (): DehydratedState => dehydrate(queryClient);

/** The browser's side: what the page was sent with (nothing if the element is missing or unreadable). */
export function readPageData(): PageDataElement {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PageDataElement;
  } catch {
    // A page without usable data fetches it as any other page does.
    return {};
  }
}
