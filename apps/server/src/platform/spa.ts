import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverPath } from './paths.ts';
import { requestedLanguage, routePathOf, withPageAnswers } from './page-answers.ts';
import { publicPages, RENDERER_DIR, type PublicPagesOptions } from './public-pages.ts';

export const BASE_PATH = '/BillPaymentClient';
const DEFAULT_DIST = serverPath('../web/dist');
/** The client's languages, its default first. */
const LANGUAGES = ['en', 'ar'];

/**
 * Serves the built client under the base path; any other GET below it answers index.html so a deep
 * link survives a refresh, or, for the public entry pages, the page drawn on the server (public-pages.ts).
 * index.html is never cached (it names the hashed bundles); bundles are.
 */
export async function serveSpa(
  app: FastifyInstance,
  distDir = DEFAULT_DIST,
  pages: Pick<PublicPagesOptions, 'answers' | 'pageAnswers' | 'cacheSeconds' | 'now'> = {
    answers: async () => ({}),
    cacheSeconds: 60,
  },
): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web client not built; run "npm run build" to serve it');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: `${BASE_PATH}/`,
    index: false,
    // No route per file: the catch-all below serves a file that exists (reply.sendFile) and the page
    // otherwise. One GET and one HEAD route for each of the build's ~650 files made a tenth of every
    // start's CPU, the routes and their hooks registered one by one (issue 36, decision 067).
    serve: false,
    // The build writes .br and .gz beside each text file (apps/web/vite-precompress.ts).
    preCompressed: true,
    // Otherwise send's own "public, max-age=0" replaces the header set below.
    cacheControl: false,
    // The renderer the server draws pages with is part of the build, not of the site.
    allowedPath: (pathName) => !pathName.replace(/^\/+/, '').startsWith(`${RENDERER_DIR}/`),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const drawn = await publicPages({ ...pages, distDir, basePath: BASE_PATH, log: app.log });
  const now = pages.now ?? Date.now;
  /** index.html, for a page not drawn here, with the public answers it starts with (page-answers.ts). */
  async function browserPage(req: FastifyRequest): Promise<string> {
    // Read on every request: a rebuild changes the bundle names index.html points at.
    const shell = await fs.promises.readFile(indexFile, 'utf8');
    const routePath = routePathOf(req, BASE_PATH);
    try {
      const answers = await pages.pageAnswers?.(routePath, requestedLanguage(req, LANGUAGES));
      return answers ? withPageAnswers(shell, answers, now()) : shell;
    } catch (err) {
      // The page asks for what it needs itself, as it would without these.
      req.log.error({ err, routePath }, 'could not add answers to a page; it asks for them itself');
      return shell;
    }
  }
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const page = await drawn.documentFor(req);
    reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie');
    if (page) return page.send(req, reply);
    return reply.type('text/html; charset=utf-8').send(await browserPage(req));
  };
  app.get('/', (_req, reply) => reply.redirect(`${BASE_PATH}/`));
  // With ignoreTrailingSlash this also answers /BillPaymentClient/, so it must not redirect.
  app.get(BASE_PATH, sendIndex);
  app.get(`${BASE_PATH}/*`, (req, reply) => {
    const rel = (req.params as { '*': string })['*'];
    const file = path.join(distDir, rel);
    // The renderer the server draws with is in the build, not in the site: not a page either.
    if (path.relative(distDir, file).startsWith(`${RENDERER_DIR}${path.sep}`)) return reply.callNotFound();
    if (rel && file.startsWith(distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(rel);
    }
    return sendIndex(req, reply);
  });
  return true;
}
