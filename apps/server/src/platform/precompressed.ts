import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
// No cache of answers by header: the header is the client's to vary, and the cache would grow with it.
const negotiator = new Negotiator({ supportedValues: [...ENCODINGS, 'identity'] });

/**
 * An answer that is the same for every visitor for a while (the biller catalog, a drawn public page):
 * serialised once, and compressed once per encoding in the background (at brotli's best: it is done
 * once, not per request), instead of @fastify/compress squeezing the same bytes on every request
 * (issue 36: a cached page fell from 5k to 0.8k requests a second when the browser accepted brotli).
 */
export class Precompressed {
  readonly bytes: Buffer;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(
    readonly text: string,
    readonly contentType: string,
  ) {
    this.bytes = Buffer.from(text);
    // Until a compressed copy is ready, requests get the plain bytes rather than wait for it.
    void brotli(this.bytes).then(
      (b) => this.encoded.set('br', b),
      () => undefined,
    );
    void gzip(this.bytes, { level: 9 }).then(
      (b) => this.encoded.set('gzip', b),
      () => undefined,
    );
  }

  /** Sends the copy the request accepts; @fastify/compress leaves an answer with Content-Encoding alone. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const vary = reply.getHeader('Vary');
    // Spelt as @fastify/compress looks for it (case-sensitively), so an answer it compresses while the
    // copies are being made does not say accept-encoding twice.
    reply.header('Vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding').type(this.contentType);
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? (negotiator.negotiate(accepted) as Encoding | 'identity' | null) : null;
    const body = encoding && encoding !== 'identity' ? this.encoded.get(encoding) : undefined;
    // Plain, or the moment before its copy is ready (@fastify/compress then squeezes it this once).
    if (!body) return reply.send(this.bytes);
    return reply.header('Content-Encoding', encoding!).send(body);
  }
}

/** Keeps the Precompressed of the same text: a reload that finds the catalog unchanged compresses nothing. */
export function reusing(previous: Precompressed | undefined, text: string, contentType: string): Precompressed {
  return previous?.text === text ? previous : new Precompressed(text, contentType);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A cache's answers as JSON (`wrap`ped, e.g. in the envelope), serialised once per cached value (the same
 * object until the cache reloads it) and compressed once per distinct text: cheap on every request.
 */
export function jsonAnswers<K>(wrap: (value: object) => unknown = (value) => value): (key: K, value: object) => Precompressed {
  const byValue = new WeakMap<object, Precompressed>();
  const last = new Map<K, Precompressed>();
  return (key, value) => {
    let answer = byValue.get(value);
    if (!answer) {
      answer = reusing(last.get(key), JSON.stringify(wrap(value)), JSON_TYPE);
      byValue.set(value, answer);
      last.set(key, answer);
    }
    return answer;
  };
}
