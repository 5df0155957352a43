import type { BrowserContext, Page, Request } from 'playwright-core';

const inflight = new WeakMap<BrowserContext, Set<Request>>();

/** Counts the requests of a context's pages (their frames and service worker too) until they end. */
export function trackRequests(context: BrowserContext): void {
  const open = new Set<Request>();
  inflight.set(context, open);
  context.on('request', (request) => open.add(request));
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
}

/**
 * Resolves once no request has been open for `quietMs` (or after `timeout`, without failing).
 * Playwright's 'networkidle' is Chromium's own signal: it fires once per document, and a page that
 * has opened the gateway's hosted fields often never sends it again, which cost 5 s a screenshot.
 */
export async function networkQuiet(page: Page, { quietMs = 300, timeout = 5000 } = {}): Promise<void> {
  const open = inflight.get(page.context());
  if (!open) {
    await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
    return;
  }
  const end = Date.now() + timeout;
  let quietSince: number | null = null;
  while (Date.now() < end) {
    if (open.size > 0) quietSince = null;
    else if ((quietSince ??= Date.now()) + quietMs <= Date.now()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
