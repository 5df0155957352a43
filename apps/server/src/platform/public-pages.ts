import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { PageData } from '@portal/contract';
import { requestedLanguage, routePathOf, type PageAnswersFor } from './page-answers.ts';
import { reusing, type Precompressed } from './precompressed.ts';

/** Inside the built client, and never served: spa.ts answers its paths with index.html. */
export const RENDERER_DIR = 'renderer';

/** What the web build's renderer (apps/web/src/prerender.tsx, built to dist/renderer/) offers. */
interface Renderer {
  LANGUAGES: string[];
  PRERENDERED_PAGES: ReadonlyArray<{ name: string; path: string }>;
  renderDocument(shell: string, manifest: unknown, routePath: string, lang: string, answers: unknown): Promise<string>;
}

export interface PublicPagesOptions {
  /** The built client (index.html, .vite/manifest.json, the renderer in renderer/). */
  distDir: string;
  basePath: string;
  /** The catalog the biller grid is drawn with, by name (`billers`, `categories`). */
  answers: () => Promise<PageData>;
  /** A page's own public answers (the Dashboard's ads) and the images it shows first. */
  pageAnswers?: PageAnswersFor;
  /** How long a drawn page is reused: the catalog's own cache time, at least a second. */
  cacheSeconds: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * The entry pages (Login, QuickPayment, OneTimePayment, and the Dashboard's signed-in frame with nobody's
 * data) drawn on the server with the live catalog, in the visitor's language (decisions 028, 038): a slow
 * phone shows the page, biller grid included, before any script has arrived. Pages hold only public
 * answers and are kept for `cacheSeconds` per process (nothing shared). Without the renderer, or if
 * drawing fails, the visitor gets index.html and the browser draws the page, as before.
 */
export async function publicPages(options: PublicPagesOptions) {
  const { distDir, basePath, log, now = Date.now } = options;
  const rendererFile = path.join(distDir, RENDERER_DIR, 'prerender.js');
  if (!fs.existsSync(rendererFile)) {
    log.warn({ rendererFile }, 'public pages are drawn in the browser: the web build has no renderer');
    return { documentFor: async () => null };
  }
  const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;
  const byPath = new Map(renderer.PRERENDERED_PAGES.map((p) => [p.path.toLowerCase(), p.path]));
  const ttl = Math.max(1, options.cacheSeconds) * 1000;
  const drawn = new Map<string, { at: number; page: Promise<Precompressed> }>();
  const HTML = 'text/html; charset=utf-8';

  async function draw(routePath: string, lang: string): Promise<string> {
    // Read each time: a rebuild renames the bundles these point at.
    const [shell, manifest, answers, page] = await Promise.all([
      fs.promises.readFile(path.join(distDir, 'index.html'), 'utf8'),
      fs.promises.readFile(path.join(distDir, '.vite/manifest.json'), 'utf8').then((t) => JSON.parse(t) as unknown),
      options.answers(),
      options.pageAnswers?.(routePath.toLowerCase(), lang) ?? null,
    ]);
    return renderer.renderDocument(shell, manifest, routePath, lang, {
      data: { ...answers, ...page?.data },
      preloadImages: page?.preloadImages ?? [],
    });
  }

  return {
    /** The drawn page for this request's address and language, or null for any other address. */
    async documentFor(req: FastifyRequest): Promise<Precompressed | null> {
      const routePath = byPath.get(routePathOf(req, basePath));
      if (!routePath) return null;
      const lang = requestedLanguage(req, renderer.LANGUAGES);
      const key = `${lang} ${routePath}`;
      let hit = drawn.get(key);
      if (!hit || now() - hit.at >= ttl) {
        // Compressed once per page drawn; a redraw that comes out the same keeps the copies it has.
        const previous = hit?.page.catch(() => undefined);
        const page = draw(routePath, lang).then(async (html) => reusing(await previous, html, HTML));
        hit = { at: now(), page };
        drawn.set(key, hit);
        page.catch(() => drawn.delete(key));
      }
      try {
        return await hit.page;
      } catch (err) {
        log.error({ err, page: key }, 'could not draw a public page; the browser draws it');
        return null;
      }
    },
  };
}
