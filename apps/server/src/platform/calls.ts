import type { FastifyBaseLogger, FastifyContextConfig, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Bilingual, CallDef, DetailsOf, ParsedRequestOf } from '@portal/contract';
import { ok } from './envelope.ts';
import { Precompressed } from './precompressed.ts';
import { invalidInput } from './errors.ts';
import type { SessionRef, Sessions } from './sessions.ts';

export interface CallContext<S extends SessionRef | undefined = SessionRef | undefined> {
  ip: string;
  /** The raw X-sessionID header, when one was sent. */
  sessionId: string | undefined;
  session: S;
  log: FastifyBaseLogger;
  /** deviceInfo.deviceID: the browser, which may see its own payments' amounts at inquiry (issue 35). */
  deviceId: string | null;
}

/** A success answer with its own message (default: "Success"). */
export class Answer<T> {
  constructor(
    readonly details: T,
    readonly text?: Bilingual,
  ) {}
}

type Handler<C extends CallDef, S extends SessionRef | undefined> = (
  body: ParsedRequestOf<C>,
  ctx: CallContext<S>,
) => Promise<DetailsOf<C> | null | Answer<DetailsOf<C> | null> | Precompressed>;

export interface CallOptions {
  /** Per client, instead of the API-wide RATE_LIMIT_PER_MINUTE (security.ts); answered the same way, 429. */
  rateLimitPerMinute?: number;
  /** A larger body than the API's 64 KB for this call only (a complaint's attachments). */
  bodyLimit?: number;
}

/**
 * Registers one row of the spec's call table: POST /api/<path>, body checked by the contract's
 * schema (901 on failure), session resolved for protected calls (-77 when absent or expired).
 * Handlers stay thin: read the body, call one service function, return.
 */
export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  sessions: Sessions,
  call: C,
  handler: C['access'] extends 'session' ? Handler<C, SessionRef> : Handler<C, SessionRef | undefined>,
  options: CallOptions = {},
): void {
  // @fastify/rate-limit merges a route's own limit over the global settings (key, envelope) and counts it apart.
  const config: FastifyContextConfig = options.rateLimitPerMinute
    ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
    : {};
  app.post(`/api/${call.path}`, { config, ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}) }, async (request, reply) => {
    const parsed = call.request.safeParse(request.body ?? undefined);
    if (!parsed.success) throw invalidInput(describeIssue(parsed.error));
    const header = request.headers['x-sessionid'];
    const sessionId = typeof header === 'string' && header.length > 0 ? header : undefined;
    const session = call.access === 'session' || (call.access === 'optional' && sessionId) ? await sessions.resolve(sessionId) : undefined;
    const deviceInfo = (parsed.data as { deviceInfo?: { deviceID?: unknown } | null }).deviceInfo;
    const deviceId = typeof deviceInfo?.deviceID === 'string' && deviceInfo.deviceID ? deviceInfo.deviceID : null;
    const ctx = { ip: request.ip, sessionId, session, log: request.log, deviceId } as CallContext<SessionRef>;
    const out = await (handler as Handler<C, SessionRef>)(parsed.data as ParsedRequestOf<C>, ctx);
    // A whole envelope serialised and compressed before (the catalog): sent as it is.
    if (out instanceof Precompressed) return out.send(request, reply);
    const answer = out instanceof Answer ? out : new Answer(out);
    return ok(answer.details ?? null, answer.text);
  });
}

const arabicIssue: Record<string, string> = {
  invalid_type: 'قيمة مفقودة أو من نوع غير صحيح',
  too_small: 'القيمة أقصر أو أصغر من المسموح',
  too_big: 'القيمة أطول أو أكبر من المسموح',
  invalid_format: 'صيغة غير صحيحة',
  invalid_value: 'قيمة غير مسموحة',
  invalid_union: 'قيمة غير صحيحة',
  unrecognized_keys: 'حقول غير معروفة',
};

/** The first problem, named by its field path, in both languages. */
export function describeIssue(error: z.ZodError): Bilingual {
  const issue = error.issues[0];
  if (!issue) return { en: 'invalid body', ar: 'طلب غير صحيح' };
  const field = issue.path.length ? issue.path.join('.') : 'body';
  return { en: `${field}: ${issue.message}`, ar: `${field}: ${arabicIssue[issue.code] ?? 'قيمة غير صحيحة'}` };
}
