import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { ProcessReplayMemory, type ReplayMemory } from './replay-memory.ts';

/** The headers every provider request carries (docs/providers/*.json, "Signing"). */
export const SIGNATURE_HEADERS = {
  timestamp: 'x-timestamp',
  requestId: 'x-request-id',
  idempotencyKey: 'idempotency-key',
  signature: 'x-signature',
} as const;

/** A request older or newer than this is refused: a captured request cannot be sent again later. */
export const MAX_SKEW_MS = 5 * 60_000;

/**
 * The signed text: method, path (with its query), timestamp, request id, idempotency key and body,
 * one per line. The request id and key are inside so neither can be swapped on a captured request.
 */
export function signingText(parts: { method: string; path: string; timestamp: string; requestId: string; key: string; body: string }) {
  return [parts.method.toUpperCase(), parts.path, parts.timestamp, parts.requestId, parts.key, parts.body].join('\n');
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** The headers for one request: `v1=<hex HMAC-SHA256>` under the provider's secret. */
export function signRequest(
  secret: string,
  input: { method: string; path: string; body: string; key: string; now?: Date; requestId?: string },
): Record<string, string> {
  const timestamp = String(Math.floor((input.now ?? new Date()).getTime() / 1000));
  const requestId = input.requestId ?? randomUUID();
  const text = signingText({ method: input.method, path: input.path, timestamp, requestId, key: input.key, body: input.body });
  return {
    [SIGNATURE_HEADERS.timestamp]: timestamp,
    [SIGNATURE_HEADERS.requestId]: requestId,
    [SIGNATURE_HEADERS.idempotencyKey]: input.key,
    [SIGNATURE_HEADERS.signature]: `v1=${hmac(secret, text)}`,
  };
}

export type SignatureRefusal = 'unsigned' | 'bad_signature' | 'stale' | 'replayed';

/**
 * The provider side's check, in that order: all headers present, the signature right (constant time),
 * the timestamp within five minutes, and the request id not seen before (replay-memory.ts: in this
 * process, or in the database a provider's instances share).
 */
export class SignatureVerifier {
  constructor(
    private readonly secret: string,
    private readonly memory: ReplayMemory = new ProcessReplayMemory(),
    private readonly clock: () => number = Date.now,
  ) {}

  async verify(input: {
    method: string;
    path: string;
    body: string;
    headers: Record<string, string | string[] | undefined>;
  }): Promise<SignatureRefusal | null> {
    const h = (name: string) => {
      const v = input.headers[name];
      return typeof v === 'string' ? v : undefined;
    };
    const timestamp = h(SIGNATURE_HEADERS.timestamp);
    const requestId = h(SIGNATURE_HEADERS.requestId);
    const key = h(SIGNATURE_HEADERS.idempotencyKey);
    const signature = h(SIGNATURE_HEADERS.signature);
    if (!timestamp || !requestId || !key || !signature || !/^\d{1,12}$/.test(timestamp)) return 'unsigned';
    const expected = Buffer.from(
      `v1=${hmac(this.secret, signingText({ method: input.method, path: input.path, timestamp, requestId, key, body: input.body }))}`,
    );
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
    const now = this.clock();
    if (Math.abs(now - Number(timestamp) * 1000) > MAX_SKEW_MS) return 'stale';
    // An id is remembered for twice the window, so for as long as its timestamp would be accepted.
    return (await this.memory.firstSighting(requestId, now, now - 2 * MAX_SKEW_MS)) ? null : 'replayed';
  }
}
