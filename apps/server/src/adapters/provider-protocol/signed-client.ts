import { randomUUID } from 'node:crypto';
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  TimeoutStrategy,
  circuitBreaker,
  handleWhen,
  retry,
  timeout,
  wrap,
  type IPolicy,
} from 'cockatiel';
import type { FastifyBaseLogger } from 'fastify';
import type { Agent, Dispatcher, request as undiciRequest } from 'undici';
import type { z } from 'zod';
import { ProviderErrorBody, type ProviderOperation } from './operation.ts';
import { signRequest } from './signing.ts';

/**
 * Why a call has no answer we can act on. `unavailable`: the request never reached the provider (no
 * connection, breaker open), so nothing was done. `unknown`: it may have been done (timeout, connection
 * cut, 5xx, an answer that is not the protocol's): look it up by key before deciding anything.
 */
export class ProviderCallError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: 'unavailable' | 'unknown',
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderCallError';
  }
}

/** The provider answered: what it asked for, or its refusal (4xx, or 503 "nothing was done"). */
export type ProviderAnswer<T> = { ok: true; body: T } | { ok: false; status: number; error: ProviderErrorBody['error'] };

export interface SignedClientOptions {
  /** For logs, errors and metrics: biller-switch, wallet, meter-data. */
  name: string;
  baseUrl: string;
  secret: string;
  /** Per attempt; default 5 s. */
  timeoutMs?: number | undefined;
  /** Attempts after the first, only for operations safe to repeat with the same key; default 2. */
  retries?: number | undefined;
  /** First backoff delay in ms (then exponential with decorrelated jitter); default 100. */
  backoffMs?: number | undefined;
  /** Consecutive transport failures that open the breaker, and how long it stays open; default 5, 10 s. */
  breakAfter?: number | undefined;
  halfOpenAfterMs?: number | undefined;
  log?: FastifyBaseLogger | undefined;
  /** Mutual TLS: our client certificate, its key and the providers' CA (PEM), shown on https:// calls. */
  tls?: { cert: string; key: string; ca?: string | undefined } | undefined;
  /** Told of every attempt's outcome: for /metrics. */
  observe?: ((o: { provider: string; operation: string; outcome: string; seconds: number }) => void) | undefined;
}

const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * One provider's signed HTTP client (docs/providers): each call signed with the provider's secret,
 * timed out per attempt, retried with backoff and jitter only when the operation is safe to repeat
 * under the same key, all behind one circuit breaker per provider so an outage answers at once.
 */
export class SignedClient {
  private readonly baseUrl: string;
  private readonly breaker;
  private readonly retried: IPolicy;
  private readonly once: IPolicy;
  /**
   * Calls go through undici's request API, not fetch: fetch builds WHATWG Request, Response, Headers and
   * streams around every call, and measured the largest share of the portal's CPU outside SQL per
   * payment (issue 36, decision 059). One keep-alive pool per provider, holding our certificate with mutual
   * TLS. undici is imported at the first call, not at start: it cost a tenth of a second of every start.
   */
  private undici: Promise<{ agent: Agent; request: typeof undiciRequest }> | undefined;

  constructor(private readonly o: SignedClientOptions) {
    this.baseUrl = o.baseUrl.replace(/\/+$/, '');
    // Only transport failures count: a refusal is the provider working as it should.
    const transport = handleWhen((err) => err instanceof ProviderCallError);
    this.breaker = circuitBreaker(transport, {
      halfOpenAfter: o.halfOpenAfterMs ?? 10_000,
      breaker: new ConsecutiveBreaker(o.breakAfter ?? 5),
    });
    // Cooperative: the attempt sees its signal abort and says "timeout" itself, so retry and breaker count it.
    // Not aborted on return: an attempt has read the whole answer (or failed) before it returns, so there
    // is nothing left to cancel, and each abort built a DOMException with its stack and ran undici's and
    // our listeners, ~4 % of the portal's CPU per payment (issue 36, decision 060).
    const perAttempt = timeout(o.timeoutMs ?? 5_000, { strategy: TimeoutStrategy.Cooperative, abortOnReturn: false });
    const again = retry(transport, {
      maxAttempts: o.retries ?? 2,
      backoff: new ExponentialBackoff({ initialDelay: o.backoffMs ?? 100, maxDelay: 2_000 }),
    });
    this.retried = wrap(again, this.breaker, perAttempt);
    this.once = wrap(this.breaker, perAttempt);
  }

  get name(): string {
    return this.o.name;
  }

  get breakerState(): 'closed' | 'open' | 'half-open' {
    const s = this.breaker.state;
    return s === CircuitState.Closed ? 'closed' : s === CircuitState.HalfOpen ? 'half-open' : 'open';
  }

  async call<Req extends z.ZodType, Res extends z.ZodType>(
    op: ProviderOperation<Req, Res>,
    input: z.input<Req>,
  ): Promise<ProviderAnswer<z.output<Res>>> {
    const body = JSON.stringify(input);
    // The same key on every attempt: that is what makes a retry safe.
    const key = op.key ? String((input as Record<string, unknown>)[op.key]) : randomUUID();
    const policy = op.safeToRetry ? this.retried : this.once;
    // Loaded before the clock of the first attempt starts: the import is not the provider's time.
    const client = await this.client();
    try {
      return await policy.execute(({ signal }) => this.attempt(client, op, body, key, signal));
    } catch (err) {
      if (err instanceof ProviderCallError) throw err;
      if (err instanceof BrokenCircuitError) {
        this.observe(op, 'breaker_open', 0);
        throw new ProviderCallError(this.o.name, 'unavailable', `circuit open, ${op.path} not sent`);
      }
      throw err;
    }
  }

  private async attempt<Res extends z.ZodType>(
    { agent, request }: { agent: Agent; request: typeof undiciRequest },
    op: ProviderOperation<z.ZodType, Res>,
    body: string,
    key: string,
    signal: AbortSignal,
  ): Promise<ProviderAnswer<z.output<Res>>> {
    const url = new URL(this.baseUrl + op.path);
    const headers = signRequest(this.o.secret, { method: 'POST', path: url.pathname + url.search, body, key });
    const requestId = headers['x-request-id'];
    const started = performance.now();
    const fail = (kind: 'unavailable' | 'unknown', outcome: string, message: string): never => {
      const seconds = (performance.now() - started) / 1000;
      this.observe(op, outcome, seconds);
      this.o.log?.warn({ provider: this.o.name, operation: op.operationId, requestId, outcome, ms: Math.round(seconds * 1000) }, message);
      throw new ProviderCallError(this.o.name, kind, message);
    };
    let res: Dispatcher.ResponseData;
    let text: string;
    try {
      res = await request(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
        body,
        signal,
        dispatcher: agent,
      });
      text = await res.body.text();
    } catch (err) {
      if (signal.aborted) return fail('unknown', 'timeout', `${op.path} did not answer in time`);
      const failure = err as { code?: string; cause?: { code?: string } };
      const code = failure.code && !failure.code.startsWith('UND_ERR') ? failure.code : (failure.cause?.code ?? failure.code);
      if (code && NOT_SENT.has(code)) return fail('unavailable', 'unreachable', `${op.path} unreachable (${code})`);
      return fail('unknown', 'cut', `${op.path}: the connection was cut (${code ?? (err as Error).message})`);
    }
    const json = safeJson(text);
    const seconds = (performance.now() - started) / 1000;
    const status = res.statusCode;
    if (status >= 200 && status < 300) {
      const parsed = op.response.safeParse(json);
      if (!parsed.success) return fail('unknown', 'bad_answer', `${op.path} answered ${status} with a body outside the protocol`);
      this.observe(op, 'ok', seconds);
      this.o.log?.debug(
        { provider: this.o.name, operation: op.operationId, requestId, ms: Math.round(seconds * 1000) },
        'provider answered',
      );
      return { ok: true, body: parsed.data };
    }
    const refusal = ProviderErrorBody.safeParse(json);
    // A refusal is a 4xx, or a 503 that says nothing was done; any other 5xx may have done the work.
    if (refusal.success && (status < 500 || status === 503)) {
      this.observe(op, refusal.data.error.code, seconds);
      this.o.log?.info(
        { provider: this.o.name, operation: op.operationId, requestId, status, code: refusal.data.error.code },
        'provider refused',
      );
      return { ok: false, status, error: refusal.data.error };
    }
    return fail('unknown', `http_${status}`, `${op.path} answered HTTP ${status}`);
  }

  /** undici and this provider's pool, made at the first call. */
  private client(): Promise<{ agent: Agent; request: typeof undiciRequest }> {
    const tls = this.o.tls;
    this.undici ??= import('undici').then(({ Agent, request }) => ({
      agent: new Agent(tls ? { connect: { cert: tls.cert, key: tls.key, ...(tls.ca ? { ca: tls.ca } : {}) } } : {}),
      request,
    }));
    return this.undici;
  }

  private observe(op: ProviderOperation, outcome: string, seconds: number) {
    this.o.observe?.({ provider: this.o.name, operation: op.operationId, outcome, seconds });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** For calls with no refusal of their own: any refusal means we cannot know the answer, so it is thrown. */
export async function bodyOf<T>(provider: string, pending: Promise<ProviderAnswer<T>>): Promise<T> {
  const answer = await pending;
  if (answer.ok) return answer.body;
  throw new ProviderCallError(provider, 'unavailable', `refused with ${answer.status} ${answer.error.code}`);
}
