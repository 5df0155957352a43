import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { requestedLanguage, routePathOf, type PageAnswers } from './page-answers.ts';

/** Inside the built client, and never served: spa.ts answers its paths with index.html. */
export const RENDERER_DIR = 'renderer';

/** What the web build's renderer (apps/web/src/prerender.tsx, built to dist/renderer/) offers. */
interface Renderer {
  LANGUAGES: string[];
  PRERENDERED_PAGES: ReadonlyArray<{ name: string; path: string }>;
  renderDocument(shell: string, manifest: unknown, routePath: string, lang: string, answers: unknown): Promise<string>;
  /** The document of a page drawn in the browser, its code started after the first paint (page-answers.ts). */
  BROWSER_DRAWN_ENTRY_PAGES?: ReadonlyArray<{ path: string }>;
  browserPageDocument?(shell: string, manifest: unknown, routePath: string, answers: PageAnswers, drawnAt: number): string | null;
}

export interface PublicPagesOptions {
  /** The built client (index.html, .vite/manifest.json, the renderer in renderer/). */
  distDir: string;
  basePath: string;
  /** The catalog answers the biller grid is drawn with. */
  answers: () => Promise<unknown>;
  /** How long a drawn page is reused: the catalog's own cache time, at least a second. */
  cacheSeconds: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * The public entry pages (Login, QuickPayment, OneTimePayment) drawn on the server with the live
 * catalog, in the visitor's language (decision 028): a slow phone shows the page, biller grid
 * included, before any script has arrived. Pages are kept for `cacheSeconds` per process (a cache of
 * public answers; nothing shared). Without the renderer, or if drawing fails, the visitor gets the
 * empty index.html and the browser draws the page, as before.
 */
export async function publicPages(options: PublicPagesOptions) {
  const { distDir, basePath, log, now = Date.now } = options;
  const rendererFile = path.join(distDir, RENDERER_DIR, 'prerender.js');
  if (!fs.existsSync(rendererFile)) {
    log.warn({ rendererFile }, 'public pages are drawn in the browser: the web build has no renderer');
    return { documentFor: async () => null, browserDocument: async () => null };
  }
  const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
  const byPath = new Map(renderer.PRERENDERED_PAGES.map((p) => [p.path.toLowerCase(), p.path]));
  const ttl = Math.max(1, options.cacheSeconds) * 1000;
  const drawn = new Map<string, { at: number; html: Promise<string> }>();

  async function draw(routePath: string, lang: string): Promise<string> {
    // Read each time: a rebuild renames the bundles these point at.
    const [shell, manifest, answers] = await Promise.all([
      fs.promises.readFile(path.join(distDir, 'index.html'), 'utf8'),
      fs.promises.readFile(path.join(distDir, '.vite/manifest.json'), 'utf8').then((t) => JSON.parse(t) as unknown),
      options.answers(),
    ]);
    return renderer.renderDocument(shell, manifest, routePath, lang, answers);
  }

  return {
    /**
     * A page drawn in the browser that customers open cold, with the `answers` it starts with; null for
     * any other page (spa.ts then sends index.html).
     */
    async browserDocument(shell: string, routePath: string, answers: PageAnswers): Promise<string | null> {
      if (!renderer.browserPageDocument || !renderer.BROWSER_DRAWN_ENTRY_PAGES?.some((p) => p.path === routePath)) return null;
      const manifest = JSON.parse(await fs.promises.readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as unknown;
      return renderer.browserPageDocument(shell, manifest, routePath, answers, now());
    },
    /** The drawn page for this request's address and language, or null for any other address. */
    async documentFor(req: FastifyRequest): Promise<string | null> {
      const routePath = byPath.get(routePathOf(req, basePath));
      if (!routePath) return null;
      const lang = requestedLanguage(req, renderer.LANGUAGES);
      const key = `${lang} ${routePath}`;
      let hit = drawn.get(key);
      if (!hit || now() - hit.at >= ttl) {
        hit = { at: now(), html: draw(routePath, lang) };
        drawn.set(key, hit);
        hit.html.catch(() => drawn.delete(key));
      }
      try {
        return await hit.html;
      } catch (err) {
        log.error({ err, page: key }, 'could not draw a public page; the browser draws it');
        return null;
      }
    },
  };
}
