// Built for Node by vite.prerender.config.ts: the build checks it with prerender.mjs, and the server draws
// the entry pages with it, with the live catalog, and caches them (docs/how-a-page-starts.md).
import { StrictMode } from 'react';
// React's edge build, not its Node one (react-dom/static), whose prerender enters an AsyncLocalStorage: from the
// first page drawn, Node would run a promise hook on every promise the server makes (decision 064). The edge
// build keeps a request in an AsyncLocalStorage only where the runtime has one as a global, which Node does not;
// the browser build would do too, but its MessageChannel keeps a Node process from exiting.
import { prerender } from 'react-dom/static.edge';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PAGE_DATA_ID, type PageData } from '@portal/contract';
import { AppProviders } from './app/providers';
import { dehydratedCache, PRERENDERED_PAGES, prerenderMark, seedPageData, type PageDataElement } from './app/drawn-pages';
import { routes } from './app/route-table';
import { documentTitle, titleKeyOf } from './app/route-title';
import { BASE_PATH } from './config/paths';
import { queryClient } from './shared/api/query-client';
import { drawingFor, NOBODY_SIGNED_IN } from './shared/api/session-store';
import { directionOf, i18n, type Language } from './shared/i18n';

export { PRERENDERED_PAGES };
export const LANGUAGES: Language[] = ['en', 'ar'];

/**
 * What the pages are drawn with: public data by name (the catalog the grid shows, the Dashboard's ads),
 * which the client's own query options put in its cache, and the images the page shows first
 * (apps/server/src/platform/page-answers.ts). The server never names a query key.
 */
export interface PageAnswers {
  data?: PageData;
  preloadImages?: string[];
}

/** Vite's build manifest, as much of it as the page needs. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside a script element: no "</script>" or "<!--" can come out of a biller's name. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page module's chunks and stylesheets beyond the entry's (which index.html already names). */
function assetsOf(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const walk = (k: string, into: Set<string>) => {
    const chunk = manifest[k];
    if (!chunk || into.has(k)) return;
    into.add(k);
    for (const dep of chunk.imports ?? []) walk(dep, into);
  };
  const ofEntry = new Set<string>();
  for (const [k, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(k, ofEntry);
  const own = new Set<string>();
  walk(key, own);
  const keys = [...own].filter((k) => !ofEntry.has(k));
  return { js: keys.map((k) => manifest[k]!.file), css: [...new Set(keys.flatMap((k) => manifest[k]!.css ?? []))] };
}

/**
 * index.html's module script and module preloads taken out of the head and handed to public/boot.js, which
 * starts them after the first paint, with `extra` chunks: on a slow connection the stylesheets and images
 * the first paint needs are not queued behind the scripts. `keepSchemas`: the schemas' preloads
 * (data-drawn-in-browser) go to boot.js too; otherwise they are dropped.
 */
function startAfterFirstPaint(shell: string, extra: string[], keepSchemas: boolean) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(shell);
  if (!entry) throw new Error('prerender: index.html has no module script');
  const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const schemas = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" data-drawn-in-browser>\s*/g)];
  let rest = shell.replace(entry[0], '');
  for (const m of [...preloads, ...schemas]) rest = rest.replace(m[0], '');
  const preload = [...preloads, ...(keepSchemas ? schemas : [])].map((m) => m[1]!);
  return { shell: rest, boot: { entry: entry[1]!, preload: [...new Set([...preload, ...extra])] } };
}

/** Renders are synchronous once started, but the language and the cache are shared: one at a time. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * One entry page as its browser first draws it, in `lang`: signed out, or for the Dashboard as the
 * signed-in frame with nobody's data (decision 038); with the catalog answers in `answers` (so the biller
 * grid is in the HTML) and the page's own public answers. A whole document: index.html (`shell`) with
 * #root filled, the page's stylesheets linked so it is styled before any script runs, its first images
 * preloaded, its chunks started with the entry's after the first paint, and the answers beside it for
 * the browser's first render.
 */
export function renderDocument(
  shell: string,
  manifest: Manifest,
  routePath: string,
  lang: Language,
  answers: PageAnswers = {},
): Promise<string> {
  const run = queue.then(() => draw(shell, manifest, routePath, lang, answers));
  queue = run.catch(() => undefined);
  return run;
}

async function draw(shell: string, manifest: Manifest, routePath: string, lang: Language, answers: PageAnswers): Promise<string> {
  const page = PRERENDERED_PAGES.find((p) => p.path === routePath);
  if (!page || page.modules.some((m) => !manifest[m])) throw new Error(`prerender: no page module for ${routePath}`);
  const handler = createStaticHandler(routes, { basename: BASE_PATH });
  const context = await handler.query(new Request(`http://prerender${BASE_PATH}${routePath}`));
  if (context instanceof Response) throw new Error(`prerender: ${routePath} answered ${context.status}, not a page`);
  await i18n.changeLanguage(lang);

  const drawnAt = Date.now();
  queryClient.clear();
  seedPageData(answers.data ?? {}, drawnAt);

  const router = createStaticRouter(handler.dataRoutes, context);
  // React's static renderer waits for every lazy part, but a part that suspended on its first draw comes
  // out as a hidden segment moved into place by an inline script, which the CSP refuses. Once loaded, a
  // lazy part draws at once: a page with a part still pending is drawn again (the first draw after a
  // start loads them), and one still pending after that is a fault.
  const drawOnce = () =>
    drawingFor(page.signedIn ? NOBODY_SIGNED_IN : null, async () => {
      const { prelude } = await prerender(
        <StrictMode>
          <AppProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
        // A large part would otherwise be sent apart from the page and moved into place by a script.
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      return new Response(prelude).text();
    });
  const pending = (html: string) => html.includes('<!--$?-->') || html.includes('<script');
  let html = await drawOnce();
  if (pending(html)) html = await drawOnce();
  if (pending(html)) throw new Error(`prerender: ${routePath} has a part that is still loading after a second draw`);
  const data: PageDataElement = { state: dehydratedCache() };
  queryClient.clear();
  const title = documentTitle(i18n.t, titleKeyOf(context.matches.map((m) => ({ handle: m.route.handle }))));

  const base = `${BASE_PATH}/`;
  const parts = page.modules.map((m) => assetsOf(manifest, m));
  // The page's language's strings (decision 076) are fetched with its own chunks, not once the entry runs.
  const strings = assetsOf(manifest, `src/shared/i18n/strings-${lang}.ts`);
  const js = [...new Set([...parts.flatMap((a) => a.js), ...strings.js])];
  const css = [...new Set(parts.flatMap((a) => a.css))];
  // The scripts start after the first paint (public/boot.js), with the page's own chunks. The schemas'
  // preloads go with them for a signed-in page, which calls the server as soon as it is taken over
  // (vite-preload-schemas.ts); a public page fetches them when idle.
  const started = startAfterFirstPaint(
    shell,
    js.map((f) => `${base}${f}`),
    page.signedIn,
  );
  // The chunks the entry imports (the packages', vite-page-chunks.ts) are evaluated before it, a task each.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  data.boot = { ...started.boot, before: (entry?.imports ?? []).map((k) => `${base}${manifest[k]!.file}`) };
  const withoutScripts = started.shell;
  const head = [
    ...(answers.preloadImages ?? []).map((href) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`),
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`),
    `<script defer src="${base}boot.js"></script>`,
  ].join('\n    ');
  const document = withoutScripts
    .replace(/<html lang="en" dir="ltr">/, `<html lang="${lang}" dir="${directionOf(lang)}" data-mantine-color-scheme="light">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(i18n.t('app.description'))}" />`,
    )
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${prerenderMark(lang, routePath)}">${html}</div>\n    ` +
        `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>`,
    );
  if (!document.includes('data-prerendered=')) throw new Error('prerender: index.html has no empty #root to fill');
  return document;
}
