import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedSms {
  authorization: string | undefined;
  body: { to: string; text: string; sender?: string };
}

export interface SmsCaptureOptions {
  /** What POST /send answers (200 unless told): a test of a provider that refuses. */
  status?: number;
  /** A bearer key the sender must give, as a provider would ask (401 otherwise). */
  apiKey?: string;
  /** Keep every text for `received` and `to()`; the bench, which only reads codes, keeps none. */
  keep?: boolean;
}

/** How long a reader of /code waits for a code before it is told there is none (the portal texts just after its answer). */
const WAIT_MS = 10_000;
/** Codes the portal's texts begin with (e.g. "123456 is your code to pay …", in either language). */
const CODE_AT_START = /^(\d{4,8})\s/;

/**
 * A stand-in for an SMS provider's HTTP API (SMS_PROVIDER=http), for the tests and the bench:
 * POST /send takes `{to, text}` as HttpSmsProvider sends it and answers `status`; a test reads what
 * would have reached the phone (`received`, `to()`); GET /code?mobile= hands the oldest unread code
 * texted to that mobile, waiting for it when the text is still on its way (the bench's customers).
 */
export async function startSmsCapture({ status = 200, apiKey, keep = true }: SmsCaptureOptions = {}) {
  const received: CapturedSms[] = [];
  const unread = new Map<string, string[]>();
  const waiting = new Map<string, ((code: string) => void)[]>();

  function take(body: CapturedSms['body']) {
    const code = CODE_AT_START.exec(body.text)?.[1];
    if (!code) return;
    const reader = waiting.get(body.to)?.shift();
    if (reader) reader(code);
    else unread.set(body.to, [...(unread.get(body.to) ?? []), code]);
  }

  function readCode(mobile: string, answer: (code: string | null) => void) {
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
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sms');
    if (req.method === 'GET' && url.pathname === '/code') {
      return readCode(url.searchParams.get('mobile') ?? '', (code) =>
        res.writeHead(code ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify({ code })),
      );
    }
    if (req.method !== 'POST' || url.pathname !== '/send') return void res.writeHead(404).end();
    if (apiKey !== undefined && req.headers.authorization !== `Bearer ${apiKey}`) return void res.writeHead(401).end();
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as CapturedSms['body'];
      if (keep) received.push({ authorization: req.headers.authorization, body });
      if (status === 200) take(body);
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"accepted":true}');
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    codesUrl: `http://127.0.0.1:${port}/code`,
    received,
    /** The texts to one mobile so far, oldest first. */
    to: (mobile: string) => received.filter((m) => m.body.to === mobile).map((m) => m.body.text),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
