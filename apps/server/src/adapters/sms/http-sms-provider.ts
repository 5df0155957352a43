import type { SmsProvider } from './sms-provider.ts';

export interface HttpSmsProviderOptions {
  /** The provider's send endpoint (SMS_URL). */
  url: string;
  /** Sent as `Authorization: Bearer …` (SMS_API_KEY); some providers put the key in the URL instead. */
  apiKey?: string | undefined;
  /** SMS_SENDER, when the provider lets us name the sender. */
  sender?: string | undefined;
  /** Per message; default 10 s. */
  timeoutMs?: number | undefined;
  fetch?: typeof fetch | undefined;
}

/** A refusal or failure of the provider; it names the status only, never the text (codes, vouchers). */
export class SmsDeliveryError extends Error {
  constructor(
    readonly status: number | null,
    reason: string,
  ) {
    super(`SMS provider: ${reason}`);
  }
}

/**
 * A real SMS provider over HTTP: one JSON POST per message, `{to, text, sender?}`, any 2xx meaning
 * accepted. Nothing is written to our database, so the text (often a code) is kept only by the
 * provider and the phone. No retry here: a second POST after a timeout could send the code twice, and
 * a customer who gets nothing asks for another code.
 */
export class HttpSmsProvider implements SmsProvider {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: HttpSmsProviderOptions) {
    this.fetchImpl = options.fetch ?? fetch;
  }

  async send(mobile: string, text: string): Promise<string | void> {
    const { url, apiKey, sender, timeoutMs = 10_000 } = this.options;
    let res: Response;
    try {
      res = await this.fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ to: mobile, text, ...(sender ? { sender } : {}) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new SmsDeliveryError(null, (err as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable');
    }
    // Read for the provider's message id ({"id": …}) only; a provider's error text may echo ours.
    const body = await res.text().catch(() => '');
    if (!res.ok) throw new SmsDeliveryError(res.status, `answered HTTP ${res.status}`);
    return providerMessageId(body);
  }
}

/** `id` or `messageId` of a JSON answer, when the provider gives one. */
function providerMessageId(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { id?: unknown; messageId?: unknown };
    const id = parsed.id ?? parsed.messageId;
    return typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}
