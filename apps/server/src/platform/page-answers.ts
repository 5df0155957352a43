import type { FastifyRequest } from 'fastify';

/** Public answers a page drawn in the browser needs for its first render, and the images it shows first. */
export interface PageAnswers {
  /** Query keys and data, as the client's query cache holds them (apps/web/src/app/prerendered.ts). */
  queries: [queryKey: readonly unknown[], data: unknown][];
  /** Same-origin images the page shows first: fetched beside the page's code, not after it. */
  preloadImages: string[];
}

/** Answers for a route (as the route table writes it, lower case) in a language, or null for none. */
export type PageAnswersFor = (routePath: string, lang: string) => Promise<PageAnswers | null>;

/** Where the client looks for answers drawn with its page (PRERENDER_DATA_ID in apps/web/src/app/prerendered.ts). */
const DATA_ID = 'prerender-data';

/** The address below the base path, in lower case, as both kinds of page compare it ('/', '/dashboard'). */
export function routePathOf(req: FastifyRequest, basePath: string): string {
  return new URL(req.url, 'http://portal').pathname.slice(basePath.length).replace(/\/+$/, '').toLowerCase() || '/';
}

/** The language a page is asked for: `?lang=`, then the cookie the client keeps in step with its setting. */
export function requestedLanguage(req: FastifyRequest, languages: readonly string[]): string {
  const url = new URL(req.url, 'http://portal');
  const asked = url.searchParams.get('lang') ?? /(?:^|;\s*)lang=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
  return asked && languages.includes(asked) ? asked : languages[0]!;
}

const attribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Without the web build's renderer, or when it cannot draw the page (public-pages.ts; the renderer puts
 * the answers in the page it draws): index.html with a page's public answers beside #root (a JSON script
 * element: not run, so the strict CSP allows it; `<` escaped, so no text in it can close the element)
 * and its first images preloaded. The page is drawn in the browser; it draws with these at once instead
 * of asking for them after its code has run (issue 13: the Dashboard's largest paint is its first banner).
 */
export function withPageAnswers(shell: string, answers: PageAnswers, drawnAt: number): string {
  if (!answers.queries.length && !answers.preloadImages.length) return shell;
  const preloads = answers.preloadImages
    .map((href) => `<link rel="preload" as="image" href="${attribute(href)}" fetchpriority="high">`)
    .join('\n    ');
  const data = JSON.stringify({ drawnAt, queries: answers.queries }).replace(/</g, '\\u003c');
  const withPreloads = shell.replace('</head>', preloads ? `  ${preloads}\n  </head>` : '</head>');
  if (!answers.queries.length) return withPreloads;
  return withPreloads.replace(
    '<div id="root"></div>',
    `<div id="root"></div>\n    <script type="application/json" id="${DATA_ID}">${data}</script>`,
  );
}
