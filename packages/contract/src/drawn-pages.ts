/**
 * What the server and the web client's renderer agree on about a page drawn on the server
 * (docs/how-a-page-starts.md): where the page's data sits in the document, and how an address is named.
 * Written once, here, for both sides.
 */

/** The id of the JSON script element (not run: the CSP allows it) that carries a page's data. */
export const PAGE_DATA_ID = 'prerender-data';

/**
 * The address below the base path, in lower case, as both sides compare it ('/', '/dashboard',
 * '/quickpayment'); the query and the fragment are not part of it.
 */
export function routePathOf(pathname: string, basePath: string): string {
  const below = pathname.toLowerCase().startsWith(basePath.toLowerCase()) ? pathname.slice(basePath.length) : pathname;
  return below.replace(/\/+$/, '').toLowerCase() || '/';
}

/**
 * The public data a page may be drawn with, by name: the server passes only these values, and the web
 * client's own query options (apps/web/src/app/page-data.ts) say where each goes in its cache.
 */
export interface PageData {
  billers?: unknown;
  categories?: unknown;
  ads?: unknown;
}
