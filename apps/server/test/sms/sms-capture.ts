import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedSms {
  authorization: string | undefined;
  body: { to: string; text: string; sender?: string };
}

/**
 * A stand-in for an SMS provider's HTTP API: records each POST and answers `status` (200 unless
 * told), so a test reads what would have reached the phone.
 */
export async function startSmsCapture(status = 200) {
  const received: CapturedSms[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(raw) as CapturedSms['body'] });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"accepted":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    /** The texts to one mobile so far, oldest first. */
    to: (mobile: string) => received.filter((m) => m.body.to === mobile).map((m) => m.body.text),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
