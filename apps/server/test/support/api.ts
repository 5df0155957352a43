import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import {
  AuthenticateChallengeSchema,
  envelopeSchema,
  type AuthenticateChallenge,
  type Bilingual,
  type CallDef,
  type DetailsOf,
  type DeviceInfo,
  type Envelope,
  type RequestOf,
} from '@portal/contract';

export const deviceInfo: DeviceInfo = { deviceID: 'api-tests', deviceType: 'Web', versionNo: '1.0.0', platform: 'vitest', channel: 'I' };

const AnyEnvelope = envelopeSchema(z.unknown()).strict();

export interface CallOptions {
  sessionId?: string;
  /** The client address, as a trusted proxy would forward it (per-IP limits). */
  ip?: string;
}

/**
 * POST /api/<path> the way the client does, and the parsed envelope. Any HTTP status but 200, or a
 * body that is not exactly the envelope, fails the test here rather than in a confusing assertion.
 */
export async function call<C extends CallDef>(
  app: FastifyInstance,
  def: C,
  body: RequestOf<C>,
  opts?: CallOptions | string,
): Promise<Envelope<DetailsOf<C>>>;
export async function call(app: FastifyInstance, path: string, body: unknown, opts?: CallOptions | string): Promise<Envelope<unknown>>;
export async function call(
  app: FastifyInstance,
  def: CallDef | string,
  body: unknown,
  opts: CallOptions | string = {},
): Promise<Envelope<unknown>> {
  const { sessionId, ip } = typeof opts === 'string' ? { sessionId: opts, ip: undefined } : opts;
  const res = await post(app, typeof def === 'string' ? def : def.path, JSON.stringify(body), {
    ...(sessionId ? { 'x-sessionid': sessionId } : {}),
    ...(ip ? { 'x-forwarded-for': ip } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return AnyEnvelope.parse(res.json());
}

/** A raw POST: any payload text, any headers; for the tests of the protocol itself. */
export function post(app: FastifyInstance, path: string, payload: string, headers: Record<string, string> = {}) {
  const options: InjectOptions = {
    method: 'POST',
    url: `/api/${path}`,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  };
  return app.inject(options);
}

/** Asserts the result code, and the exact bilingual message when one is given. */
export function expectResult(envelope: Envelope<unknown>, code: number, message?: Bilingual): void {
  expect(envelope.result).toMatchObject({ errorCode: code, ...(message ? { errorEDesc: message.en, errorADesc: message.ar } : {}) });
}

/** The code challenge of a -2 answer. */
export function challengeOf(envelope: Envelope<unknown>): AuthenticateChallenge {
  expectResult(envelope, -2);
  return AuthenticateChallengeSchema.parse((envelope.details as { authenticate?: unknown } | null)?.authenticate);
}

export interface OutboxMessage {
  to: string;
  text: string;
  code: string | null;
  sentAt: string;
}

/** What the sandbox SMS outbox holds for a mobile, newest first. */
export async function outbox(app: FastifyInstance, mobile: string): Promise<OutboxMessage[]> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox', query: { mobile } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { messages: OutboxMessage[] }).messages;
}

/** The newest code texted to a mobile, as the customer would read it on their phone. */
export async function readCode(app: FastifyInstance, mobile: string): Promise<string> {
  // Receipts and other notices share the phone; the newest message with a code is the code.
  const latest = (await outbox(app, mobile)).find((m) => m.code);
  if (!latest?.code) throw new Error(`no code in the outbox for ${mobile}`);
  return latest.code;
}
