// Requests per second of Common/GetBillers and of a drawn page from the cache (Login, at the base path), plain and with
// each encoding a browser accepts, against a bare Fastify route answering the same bytes (issue 36), and against the
// same route behind the plugins and hook points every call of ours passes (bare-server.mjs --protected, decision 084).
// Compiled server on a seeded PGlite folder; the web client must be built for the drawn page. The CPU per
// request (from /proc) of each server is given beside the rates: on a busy machine it moves less than they do.
// Run: npm run bench:catalog -- [--runs 3] [--seconds 5] [--server apps/server/dist/server.js] [--node <binary>]
//   --node runs both servers, ours and the bare one, on another Node.js (decision 070).
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from '../apps/server/test/support/server-process.ts';
import { cpuSeconds } from './bench/server-figures.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    server: { type: 'string' },
    node: { type: 'string' },
  },
});
const ROOT = fileURLToPath(new URL('..', import.meta.url));
if (!values.server) {
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server did not compile');
}
const compiled = path.resolve(values.server ?? path.join(ROOT, 'apps/server/dist/server.js'));
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-catalog-'));
const NODE = values.node ? path.resolve(values.node) : process.execPath;
const server = await startServer({ dataDir: path.join(folder, 'data'), compiled, readyTimeoutMs: 180_000, node: NODE });

const catalogBody = JSON.stringify({
  deviceInfo: { deviceID: 'bench', deviceType: 'desktop', versionNo: 'bench', platform: 'node', channel: 'I' },
  categoryInfo: { categoryId: 0 },
});
const TARGETS = {
  catalog: { path: '/api/Common/GetBillers', method: 'POST' as const, body: catalogBody, type: 'application/json; charset=utf-8' },
  page: { path: '/BillPaymentClient/', method: 'GET' as const, body: undefined, type: 'text/html; charset=utf-8' },
};

/** The server's own answer in each encoding, for the bare route to send as they are. */
async function bytesOf(target: (typeof TARGETS)[keyof typeof TARGETS]): Promise<string[]> {
  const files = [];
  for (const encoding of ['identity', 'br', 'gzip']) {
    // Twice: the first request of a cold cache may be answered before the compressed copies exist.
    for (let i = 0; i < 2; i++)
      await fetch(server.url + target.path, { method: target.method, body: target.body, headers: { 'content-type': 'application/json' } });
    const res = await rawGet(target, encoding);
    const file = path.join(folder, `${target.path.replace(/\W/g, '_')}.${encoding}`);
    fs.writeFileSync(file, res);
    files.push(file);
  }
  return files;
}

/** The bytes as sent (fetch would decode them). */
async function rawGet(target: (typeof TARGETS)[keyof typeof TARGETS], encoding: string): Promise<Buffer> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = http.request(server.url + target.path, {
      method: target.method,
      headers: { 'accept-encoding': encoding, ...(target.body ? { 'content-type': 'application/json' } : {}) },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    });
    req.on('error', reject);
    req.end(target.body);
  });
}

async function bareServer(files: string[], type: string, protectedRoute = false): Promise<{ url: string; pid: number; stop(): void }> {
  const script = path.join(ROOT, 'scripts/bench/bare-server.mjs');
  // The protected route loads the portal's own compression setup, which is TypeScript.
  const args = protectedRoute ? ['--import', 'tsx', script, '--protected'] : [script];
  const child = spawn(NODE, [...args, ...files, type], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(readline.createInterface({ input: child.stdout }), 'line')) as [string];
  return { url: `http://127.0.0.1:${line.trim()}/bytes`, pid: child.pid!, stop: () => child.kill() };
}

/** Requests per second, and the server's CPU per request (µs, from /proc: steadier than the rate on a busy machine). */
async function rate(pid: number, url: string, method: 'GET' | 'POST', body: string | undefined, encoding: string) {
  const cpu0 = cpuSeconds(pid);
  const r = await autocannon({
    url,
    method,
    body,
    headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
    connections: 10,
    duration: Number(values.seconds),
  });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { perSecond: r.requests.average, cpuUs: ((cpuSeconds(pid) - cpu0) * 1e6) / r.requests.total };
}

const rows: Record<string, number[]> = {};
try {
  for (const [name, target] of Object.entries(TARGETS)) {
    const files = await bytesOf(target);
    const bare = await bareServer(files, target.type);
    const shielded = await bareServer(files, target.type, true);
    try {
      // Untimed first: a cold server (JIT, the first answers' compression) made the first figure of each run its worst.
      for (const url of [server.url + target.path, bare.url, shielded.url])
        await autocannon({ url, method: target.method, body: target.body, headers: { 'content-type': 'application/json' }, duration: 2 });
      for (let run = 0; run < Number(values.runs); run++) {
        for (const encoding of ['identity', 'br', 'gzip, deflate, br', 'gzip']) {
          // Alternated: the server, the bare route, the protected one, then the server again next round.
          const ours = await rate(server.pid, server.url + target.path, target.method, target.body, encoding);
          const theirs = await rate(bare.pid, bare.url, target.method, target.body, encoding);
          const framework = await rate(shielded.pid, shielded.url, target.method, target.body, encoding);
          (rows[`${name} ${encoding}: portal req/s`] ??= []).push(ours.perSecond);
          (rows[`${name} ${encoding}: bare Fastify req/s`] ??= []).push(theirs.perSecond);
          (rows[`${name} ${encoding}: portal / bare %`] ??= []).push((100 * ours.perSecond) / theirs.perSecond);
          (rows[`${name} ${encoding}: portal CPU µs per request`] ??= []).push(ours.cpuUs);
          (rows[`${name} ${encoding}: bare CPU µs per request`] ??= []).push(theirs.cpuUs);
          (rows[`${name} ${encoding}: bare / portal CPU %`] ??= []).push((100 * theirs.cpuUs) / ours.cpuUs);
          (rows[`${name} ${encoding}: protected route CPU µs per request`] ??= []).push(framework.cpuUs);
          (rows[`${name} ${encoding}: protected / bare %`] ??= []).push((100 * framework.perSecond) / theirs.perSecond);
          (rows[`${name} ${encoding}: portal / protected %`] ??= []).push((100 * ours.perSecond) / framework.perSecond);
        }
      }
    } finally {
      bare.stop();
      shielded.stop();
    }
  }
} finally {
  await server.stop();
  fs.rmSync(folder, { recursive: true, force: true });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
console.log(`\n| figure (${values.runs} runs, median and range) | value |\n|---|---|`);
for (const [name, xs] of Object.entries(rows))
  console.log(`| ${name} | ${Math.round(median(xs))} (${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}) |`);
process.exit(0);
