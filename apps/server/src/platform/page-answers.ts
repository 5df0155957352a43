import type { FastifyRequest } from 'fastify';
import { PAGE_DATA_ID, routePathOf as routePathBelow, type PageData } from '@portal/contract';

/**
 * Public data a page needs for its first render, by name (the client's own query options say where each
 * goes in its cache: apps/web/src/app/drawn-pages.ts), and the images it shows first.
 */
export interface PageAnswers {
  data: PageData;
  /** Same-origin images the page shows first: fetched beside the page's code, not after it. */
  preloadImages: string[];
}

/** Answers for a route (as the route table writes it, lower case) in a language, or null for none. */
export type PageAnswersFor = (routePath: string, lang: string) => Promise<PageAnswers | null>;

/** The address below the base path, in lower case, as the client names it too ('/', '/dashboard'). */
export const routePathOf = (req: FastifyRequest, basePath: string): string =>
  routePathBelow(new URL(req.url, 'http://portal').pathname, basePath);

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
  const named = Object.keys(answers.data).length > 0;
  if (!named && !answers.preloadImages.length) return shell;
  const preloads = answers.preloadImages
    .map((href) => `<link rel="preload" as="image" href="${attribute(href)}" fetchpriority="high">`)
    .join('\n    ');
  const data = JSON.stringify({ drawnAt, data: answers.data }).replace(/</g, '\\u003c');
  const withPreloads = shell.replace('</head>', preloads ? `  ${preloads}\n  </head>` : '</head>');
  if (!named) return withPreloads;
  return withPreloads.replace(
    '<div id="root"></div>',
    `<div id="root"></div>\n    <script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`,
  );
}
