import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How long a reader waits for a code before it is told there is none (the portal texts just after its answer). */
const WAIT_MS = 10_000;
/** Codes the portal's texts begin with (e.g. "123456 is your code to pay …", in either language). */
const CODE_AT_START = /^(\d{4,8})\s/;

/**
 * An SMS provider for the bench, over HTTP as in production (SMS_PROVIDER=http): POST /send takes
 * `{to, text}` as HttpSmsProvider sends it; GET /code?mobile= hands the oldest unread code texted to
 * that mobile, waiting for it when the text is still on its way. Without it the bench read codes
 * through the portal's own /api/dev/outbox, a demo route whose request and SQL no production pays.
 */
export async function startSmsStandIn(apiKey: string) {
  const unread = new Map<string, string[]>();
  const waiting = new Map<string, ((code: string) => void)[]>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sms');
    if (req.method === 'POST' && url.pathname === '/send') {
      if (req.headers.authorization !== `Bearer ${apiKey}`) return void res.writeHead(401).end();
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        const { to, text } = JSON.parse(raw) as { to: string; text: string };
        const code = CODE_AT_START.exec(text)?.[1];
        if (code) {
          const reader = waiting.get(to)?.shift();
          if (reader) reader(code);
          else unread.set(to, [...(unread.get(to) ?? []), code]);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"accepted":true}');
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/code') {
      const mobile = url.searchParams.get('mobile') ?? '';
      const answer = (code: string | null) =>
        res.writeHead(code ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify({ code }));
      const code = unread.get(mobile)?.shift();
      if (code) return answer(code);
      const readers = waiting.get(mobile) ?? [];
      waiting.set(mobile, readers);
      const reader = (c: string) => {
        clearTimeout(timer);
        answer(c);
      };
      const timer = setTimeout(() => {
        readers.splice(readers.indexOf(reader), 1);
        answer(null);
      }, WAIT_MS);
      readers.push(reader);
      return;
    }
    res.writeHead(404).end();
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    sendUrl: `http://127.0.0.1:${port}/send`,
    codesUrl: `http://127.0.0.1:${port}/code`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
