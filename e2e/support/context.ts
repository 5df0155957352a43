import type { DemoClock } from './server.ts';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origins of the shared servers, one per worker (support/global-setup.ts). */
    baseUrls: string[];
    /** The run's copy of the built client (WEB_DIST for servers a test file starts itself). */
    webDist: string;
    /** One Chromium per worker for the whole run (support/browser.ts connects to it). */
    browserEndpoints: string[];
    /** What the shared servers' demo history is dated from (support/server.ts). */
    demoClock: DemoClock;
  }
}

export const BASE_PATH = '/BillPaymentClient';

/**
 * Origin of this worker's shared test server, e.g. http://127.0.0.1:41234. Each worker has a server and
 * database of its own, so files running side by side never see each other's customers or clocks.
 */
export const serverUrl = (): string => {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length]!;
};

/**
 * What the shared servers' demo history is dated from. A run that crosses a month boundary must look for
 * the seeded days from there, not from now: at 00:06 UTC on 1 December "two months back" from now was
 * October, while the servers' history had been seeded at 23:58 on 30 November (a CI run's settlement
 * test found no payment on its day).
 */
export const sharedDemoClock = (): DemoClock => inject('demoClock');

/** A page of the portal: appUrl('/Dashboard') → http://127.0.0.1:41234/BillPaymentClient/Dashboard. */
export const appUrl = (path = '/', origin = serverUrl()): string => `${origin}${BASE_PATH}${path}`;

/** Escapes a literal path for use inside a RegExp that matches page.url(). */
export const pathPattern = (path: string): RegExp =>
  path === '/' ? new RegExp(`${BASE_PATH}/?(\\?.*)?$`) : new RegExp(`${BASE_PATH}${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`);

/** The login page: the base path itself or /Login. */
export const LOGIN_URL = new RegExp(`${BASE_PATH}(/|/Login)?(\\?.*)?$`);

const origins = new WeakMap<Page, string>();

/** Points a page's helpers (login, outbox) at another server than the shared one. */
export const useOrigin = (page: Page, origin: string): void => void origins.set(page, origin);

/** The server a page talks to: the shared one unless the test started its own. */
export const originOf = (page: Page): string => origins.get(page) ?? serverUrl();

/** A portal page on the page's own server. */
export const pageUrl = (page: Page, path = '/'): string => appUrl(path, originOf(page));
