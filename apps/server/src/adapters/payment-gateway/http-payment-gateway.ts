import type { Dispatcher, request as undiciRequest } from 'undici';
import { z } from 'zod';
import {
  GatewayError,
  type CreatePaymentInput,
  type GatewayErrorCode,
  type GatewayPayment,
  type PaymentGateway,
  type VaultedCard,
} from './payment-gateway.ts';

export interface HttpPaymentGatewayOptions {
  /** Where our server reaches the gateway's /v1 API, e.g. http://127.0.0.1:8090. */
  baseUrl: string;
  /** Where browsers reach it (SDK, fields, challenge page); default baseUrl. */
  publicOrigin?: string | undefined;
  /** The merchant secret, sent as `Authorization: Bearer …`. */
  secret: string;
  /** Per call, connection to the answer's last byte; default 10 s. */
  timeoutMs?: number | undefined;
  /** undici's dispatcher for the calls (tests: its MockAgent); default a keep-alive pool of this adapter's own. */
  dispatcher?: Dispatcher | undefined;
}

const PaymentSchema = z.object({
  paymentId: z.string(),
  status: z.enum(['requires_action', 'authorized', 'captured', 'voided', 'refunded', 'declined', 'failed']),
  amount: z.number().int(),
  reference: z.string(),
  redirectUrl: z.string(),
  declineReason: z.string().optional(),
  refundedAmount: z.number().int().optional(),
  card: z.object({ masked: z.string(), last4: z.string(), expiry: z.string(), name: z.string(), brand: z.string().optional() }).optional(),
});
const VaultedCardSchema = z.object({
  token: z.string(),
  masked: z.string(),
  last4: z.string(),
  brand: z.string().optional(),
  expiry: z.string(),
  name: z.string(),
});
const AccessTokenSchema = z.object({ accessToken: z.string() });
const ErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/**
 * Our server's side of the card gateway: its /v1 merchant API (server-to-server), over undici's request
 * API as the providers' calls are (decision 059): fetch built WHATWG Request, Response, Headers and
 * streams around each of a card payment's three or four calls (decision 075).
 */
export class HttpPaymentGateway implements PaymentGateway {
  readonly publicOrigin: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  /** undici and the pool, made at the first call, not at start (a tenth of a second of every start, decision 059). */
  private client: Promise<{ request: typeof undiciRequest; dispatcher: Dispatcher }> | undefined;

  constructor(private readonly options: HttpPaymentGatewayOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.publicOrigin = new URL(options.publicOrigin ?? options.baseUrl).origin;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async createAccessToken(): Promise<string> {
    return (await this.call('POST', '/v1/access-tokens', AccessTokenSchema)).accessToken;
  }

  createPayment(input: CreatePaymentInput): Promise<GatewayPayment> {
    const { idempotencyKey, ...body } = input;
    return this.call('POST', '/v1/payments', PaymentSchema, body, keyHeader(idempotencyKey));
  }

  getPayment(paymentId: string): Promise<GatewayPayment> {
    return this.call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, PaymentSchema);
  }

  async findPaymentByKey(idempotencyKey: string): Promise<GatewayPayment | null> {
    try {
      return await this.call('GET', `/v1/payments?idempotencyKey=${encodeURIComponent(idempotencyKey)}`, PaymentSchema);
    } catch (err) {
      if (err instanceof GatewayError && err.code === 'not_found') return null;
      throw err;
    }
  }

  capture(paymentId: string, idempotencyKey?: string): Promise<GatewayPayment> {
    return this.call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, PaymentSchema, undefined, keyHeader(idempotencyKey));
  }

  void(paymentId: string, idempotencyKey?: string): Promise<GatewayPayment> {
    return this.call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/void`, PaymentSchema, undefined, keyHeader(idempotencyKey));
  }

  refund(paymentId: string, amount: number, idempotencyKey?: string): Promise<GatewayPayment> {
    return this.call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, PaymentSchema, { amount }, keyHeader(idempotencyKey));
  }

  vaultCard(nonce: string, name?: string): Promise<VaultedCard> {
    return this.call('POST', '/v1/vault', VaultedCardSchema, name === undefined ? { nonce } : { nonce, name });
  }

  async deleteVaultedCard(token: string): Promise<void> {
    await this.call('DELETE', `/v1/vault/${encodeURIComponent(token)}`, null);
  }

  private async call<T>(method: string, path: string, schema: z.ZodType<T>, body?: unknown, headers?: Record<string, string>): Promise<T>;
  private async call(method: string, path: string, schema: null): Promise<void>;
  private async call<T>(
    method: string,
    path: string,
    schema: z.ZodType<T> | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T | void> {
    const { request, dispatcher } = await (this.client ??= import('undici').then(({ Agent, request }) => ({
      request,
      dispatcher: this.options.dispatcher ?? new Agent(),
    })));
    // One limit for the whole call, connection to last byte, as exact as the setting says: undici's own
    // headersTimeout and bodyTimeout tick in half seconds (a 1 s setting fired after 1.5 s, 50 ms after 1 s).
    // Aborted only when it runs out, so a call that answers builds no AbortError (decision 060).
    const limit = new AbortController();
    const timer = setTimeout(() => limit.abort(), this.timeoutMs);
    let status: number;
    let text: string;
    try {
      const res = await request(this.baseUrl + path, {
        method: method as Dispatcher.HttpMethod,
        headers: {
          authorization: `Bearer ${this.options.secret}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? null : JSON.stringify(body),
        signal: limit.signal,
        dispatcher,
      });
      status = res.statusCode;
      text = await res.body.text();
    } catch (err) {
      if (limit.signal.aborted) throw new GatewayError('timeout', `gateway did not answer ${method} ${path} within ${this.timeoutMs} ms`);
      const code = (err as { code?: string }).code;
      // Why it failed (ECONNREFUSED, ECONNRESET, …) is the socket's code; undici's own errors say it in words.
      throw new GatewayError('unavailable', `gateway unreachable: ${code && !code.startsWith('UND_ERR') ? code : (err as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
    if (status < 200 || status > 299) throw errorFrom(status, text, `${method} ${path}`);
    if (!schema) return;
    const parsed = schema.safeParse(safeJson(text));
    if (!parsed.success) throw new GatewayError('bad_response', `unexpected answer to ${method} ${path}`, status);
    return parsed.data;
  }
}

const keyHeader = (key?: string): Record<string, string> => (key ? { 'idempotency-key': key } : {});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const CODES: Record<string, GatewayErrorCode> = {
  unauthorized: 'unauthorized',
  invalid_request: 'invalid_request',
  not_found: 'not_found',
  invalid_state: 'invalid_state',
  nonce_invalid: 'nonce_invalid',
  nonce_used: 'nonce_invalid',
  nonce_expired: 'nonce_invalid',
  vault_token_invalid: 'nonce_invalid',
  refund_too_large: 'refund_too_large',
  idempotency_conflict: 'idempotency_conflict',
};

function errorFrom(status: number, text: string, what: string): GatewayError {
  const parsed = ErrorSchema.safeParse(safeJson(text));
  const gatewayCode = parsed.success ? parsed.data.error.code : undefined;
  const message = parsed.success ? parsed.data.error.message : `${what} answered HTTP ${status}`;
  if (status >= 500 || status === 429) return new GatewayError('unavailable', message, status, gatewayCode);
  const code =
    (gatewayCode ? CODES[gatewayCode] : undefined) ??
    (status === 401 ? 'unauthorized' : status === 404 ? 'not_found' : status === 409 ? 'invalid_state' : 'invalid_request');
  return new GatewayError(code, message, status, gatewayCode);
}
