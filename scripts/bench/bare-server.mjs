// The yardstick of bench-catalog.ts: a bare Fastify route that answers bytes prepared beforehand (the
// plain body, and its brotli and gzip copies), with no hooks or plugins. Prints its port.
// Run: node scripts/bench/bare-server.mjs <plain> <br> <gzip> <content-type>
import fs from 'node:fs';
import Fastify from 'fastify';

const [plain, br, gzip] = process.argv.slice(2, 5).map((f) => fs.readFileSync(f));
const type = process.argv[5];
const app = Fastify();
const answer = (request, reply) => {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply.type(type);
  if (accepted.includes('br')) return reply.header('content-encoding', 'br').send(br);
  if (accepted.includes('gzip')) return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(plain);
};
app.post('/bytes', answer);
app.get('/bytes', answer);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
