import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM } from './chromium.ts';
import { useOrigin } from './context.ts';
import { saveScreenshot } from './screenshots.ts';

export type Lang = 'en' | 'ar';
export const LANGS: Lang[] = ['en', 'ar'];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * A page drawn on the server (decision 028) takes no input until its script has taken it over: a click
 * waits for that by itself (nothing under the pointer takes it), a key press does not.
 */
export const untilInteractive = (page: Page) => page.waitForFunction(() => !document.querySelector('.hydration-gate[disabled]'));

/**
 * This worker's Chromium (support/global-setup.ts starts one per worker for the whole run), connected to;
 * a Chromium of its own when none was started (a file run by another config). A launch cost about 2 s of
 * CPU, paid once per file before (decision 055); closing a connected browser closes only its contexts.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoints = inject('browserEndpoints') ?? [];
  if (!endpoints.length) return chromium.launch(CHROMIUM);
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return chromium.connect(endpoints[(worker - 1) % endpoints.length]!);
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** A server the test started itself (default: the shared one). */
  origin?: string;
  /**
   * The portal's service worker (decision 008) is kept out unless a test asks for it: with it, every
   * navigation and bundle passes through the worker and a reload cost Chromium ~3 times the CPU (decision
   * 085). 'block' also lets page.route see every request. The worker's own tests and one card journey allow it.
   */
  serviceWorkers?: 'allow' | 'block';
  /** The visitor's system asks for less motion (prefers-reduced-motion: reduce). */
  reducedMotion?: 'reduce';
}

/**
 * A fresh context (empty storage) whose first page starts in `lang`: the stored language setting
 * (localStorage.lang) is written before the app runs, only when none is stored yet, so a language
 * switch made by the test survives reloads.
 */
export async function newLangContext(
  browser: Browser,
  lang: Lang,
  options: OpenOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: lang === 'ar' ? 'ar-OM' : 'en-GB',
    serviceWorkers: options.serviceWorkers ?? 'block',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  await context.addInitScript((l) => {
    if (window.localStorage.getItem('lang') === null) window.localStorage.setItem('lang', l);
  }, lang);
  const page = await context.newPage();
  if (options.origin) useOrigin(page, options.origin);
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(30_000);
  return { context, page };
}

/**
 * What the client logs when React could not hydrate a drawn page as drawn (a mismatch, which React then
 * draws anew) or an error boundary caught an error (apps/web/src/main.tsx): either fails the test.
 */
export const REACT_PROBLEM = /\[react:(recoverable|caught)\]/;

/**
 * One Chromium per test file, one context per test (closed after it). When a test fails, its pages
 * are saved to artifacts/failures and their console errors printed. A test during which React reported
 * a hydration mismatch or a caught error fails (REACT_PROBLEM).
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const opened: Array<{ context: BrowserContext; page: Page; problems: string[] }> = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    const current = opened.splice(0);
    const reactProblems = current.flatMap(({ problems }) => problems.filter((p) => REACT_PROBLEM.test(p)));
    if (task.result?.state === 'fail') {
      for (const [i, { page, problems }] of current.entries()) {
        const title = `${task.suite?.name ?? ''} ${task.name}`.replace(/[^\w-]+/g, '_').replace(/^_+/, '');
        const name = `failures/${title.slice(0, 100)}${i ? `-${i}` : ''}`;
        await saveScreenshot(page, name, { asIs: true }).catch(() => undefined);
        if (problems.length)
          console.log(`browser messages during "${task.name}" (${page.url()}):\n  ${problems.slice(0, 20).join('\n  ')}`);
      }
    }
    await Promise.all(current.map(({ context }) => context.close().catch(() => undefined)));
    if (reactProblems.length) throw new Error(`React reported:\n  ${reactProblems.slice(0, 5).join('\n  ')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async open(lang: Lang, options: OpenOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
      if (!browser) throw new Error('browser not launched yet');
      const { context, page } = await newLangContext(browser, lang, options);
      const problems: string[] = [];
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
      });
      opened.push({ context, page, problems });
      return { context, page };
    },
  };
}
