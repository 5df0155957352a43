import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serverPath } from './paths.ts';

export const BACK_OFFICE_PATH = '/BackOffice';
const DEFAULT_DIST = serverPath('../backoffice/dist');
const NOINDEX = 'noindex, nofollow';

// What a Vite build of the back office writes.
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * Serves the back office's own bundle (apps/backoffice, issue 31) under /BackOffice/: never drawn on the
 * server, no service worker (the customer's is scoped to /BillPaymentClient), `noindex` on every answer,
 * and the same CSP as the rest (security.ts). index.html is not stored; hashed bundles are kept for good.
 * Files are looked up on each request, so a rebuild is served without a restart.
 */
export function serveBackOffice(app: FastifyInstance, distDir = DEFAULT_DIST): boolean {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'back office not built; run "npm run build -w apps/backoffice" to serve it');
    return false;
  }
  const sendIndex = async (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', NOINDEX)
      .type('text/html; charset=utf-8')
      .send(await fs.promises.readFile(indexFile, 'utf8'));
  app.get(BACK_OFFICE_PATH, (_req, reply) => sendIndex(reply));
  app.get(`${BACK_OFFICE_PATH}/*`, async (req, reply) => {
    const rel = (req.params as { '*': string })['*'];
    if (!rel.startsWith('assets/')) return sendIndex(reply);
    const file = path.resolve(root, rel);
    const type = TYPES[path.extname(file)];
    const stat = file.startsWith(`${root}${path.sep}`) && type ? await fs.promises.stat(file).catch(() => null) : null;
    // A bundle that is not there (an old page after a deploy) is a 404, not the page itself.
    if (!stat?.isFile()) return reply.callNotFound();
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Robots-Tag', NOINDEX)
      .type(type!)
      .send(fs.createReadStream(file));
  });
  return true;
}
