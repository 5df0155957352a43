// The yardsticks of bench-catalog.ts: a bare Fastify route that answers bytes prepared beforehand (the
// plain body, and its brotli and gzip copies), with no hooks or plugins; and, with --protected, the same
// route behind what every call of the portal passes through that is not our code: the request logger,
// @fastify/rate-limit counting in memory, @fastify/compress, a hook at each of the three points where the
// portal has its own (security headers on request, no-store on send, the duration histogram on response),
// here doing nothing, and an async handler; the limit counts the POST (a call), not the GET (a page). The
// gap between the two is the framework's share of a call; the gap between the second and the portal is
// ours (decision 084). Prints its port.
// Run: node scripts/bench/bare-server.mjs <plain> <br> <gzip> <content-type>
//  or: node --import tsx scripts/bench/bare-server.mjs --protected <plain> <br> <gzip> <content-type>
import fs from 'node:fs';
import Fastify from 'fastify';

const args = process.argv.slice(2);
const protectedRoute = args[0] === '--protected';
if (protectedRoute) args.shift();
const [plain, br, gzip] = args.slice(0, 3).map((f) => fs.readFileSync(f));
const type = args[3];
// The portal's bench server logs at warn (server-process.ts): a child logger per request, no line written.
const app = Fastify({ logger: protectedRoute ? { level: 'warn' } : false });
const answer = (request, reply) => {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply.type(type);
  if (accepted.includes('br')) return reply.header('content-encoding', 'br').send(br);
  if (accepted.includes('gzip')) return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(plain);
};
if (protectedRoute) {
  // The rate limit's options of apps/server/src/platform/security.ts (which also sets the headers), with the bench's generous limit.
  await app.register((await import('@fastify/rate-limit')).default, {
    max: 100_000_000,
    timeWindow: '1 minute',
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
  // The portal's own compression setup (run with --import tsx for it).
  const { installCompression } = await import('../../apps/server/src/platform/compression.ts');
  await installCompression(app);
  app.addHook('onRequest', (_request, _reply, done) => done());
  app.addHook('onSend', (_request, _reply, payload, done) => done(null, payload));
  app.addHook('onResponse', (_request, _reply, done) => done());
  const handle = async (request, reply) => answer(request, reply);
  app.post('/bytes', handle);
  // The portal limits its calls, not its pages (security.ts).
  app.get('/bytes', { config: { rateLimit: false } }, handle);
} else {
  app.post('/bytes', answer);
  app.get('/bytes', answer);
}
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
