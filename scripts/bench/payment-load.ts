import { request } from 'undici';
import { calls } from '@portal/contract';
import { HttpApi, REQUEST_TIMEOUT_MS, ServerGone, type Answer } from '../../apps/server/test/support/http-client.ts';
import {
  cardNonce,
  completePayment,
  confirmNonce,
  inquire,
  lineOf,
  reference,
  walletCode,
  walletPay,
} from '../../apps/server/test/support/http-payments.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { percentile } from './server-figures.ts';

/**
 * The portal's API, reading the codes it texts from the SMS stand-in (apps/server/test/sms/sms-capture.ts)
 * when given one. Its requests go over undici.request, not fetch: the load shares the machine's two
 * cores with the server, and fetch cost it three times the CPU per request (decision 075's figures).
 */
export class BenchApi extends HttpApi {
  constructor(
    url: string,
    private readonly codesUrl?: string,
    /** The customer's address, told as a proxy would (the server believes loopback's X-Forwarded-For). */
    private readonly address?: string,
  ) {
    super(url);
  }

  override async send(name: string, url: string, init: RequestInit): Promise<Answer> {
    const headers = init.headers as Record<string, string> | undefined;
    try {
      const res = await request(url, {
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        headers: this.address ? { ...headers, 'x-forwarded-for': this.address } : headers,
        body: init.body as string | undefined,
        headersTimeout: REQUEST_TIMEOUT_MS,
        bodyTimeout: REQUEST_TIMEOUT_MS,
      });
      const location = res.headers.location;
      return { status: res.statusCode, text: await res.body.text(), location: typeof location === 'string' ? location : null };
    } catch (err) {
      throw new ServerGone(name, err);
    }
  }

  override async readCode(mobile: string): Promise<string> {
    if (!this.codesUrl) return super.readCode(mobile);
    const res = await this.send('sms codes', `${this.codesUrl}?mobile=${encodeURIComponent(mobile)}`, {});
    const { code } = JSON.parse(res.text) as { code: string | null };
    if (!code) throw new Error(`no code texted to ${mobile}`);
    return code;
  }
}

const SERVER_DEFAULTS = loadConfig({ NODE_ENV: 'test' });
const LIMITS = [
  'OTP_RESEND_COOLDOWN_SECONDS',
  'OTP_MAX_SENDS_PER_MOBILE_HOUR',
  'OTP_MAX_SENDS_PER_IP_HOUR',
  'RATE_LIMIT_PER_MINUTE',
  'VISITOR_MESSAGES_PER_DAY',
] as const;

/**
 * The customers of a real portal: each payment comes from the next of many mobiles and addresses, so
 * the server runs with its own limits (a code a mobile per 30 s, 10 a mobile and 50 an address an
 * hour, 300 requests an address a minute) instead of limits lifted for one address paying for 20
 * wallets thousands of times an hour. Those lifted limits measured what production refuses: every
 * code's send counted the hour's codes of its address and its mobile, thousands of rows by the end of
 * a run, the cost growing with the run (decision 080). Sized for 200 payments a second for 100 s of
 * wallet load: a mobile comes back after 50 s and pays 2 times an hour, an address sends 10 codes an hour.
 * Card receipts go to the customer's own contact, under the server's cap of receipts a visitor's contact
 * may get a day (10): to one contact for every card, each receipt counted the day's receipts to it.
 */
export class Crowd {
  static readonly MOBILES = 10_000;
  static readonly ADDRESSES = 2_000;
  /**
   * The settings the server runs with: its own defaults for the limits the test servers lift
   * (server-process.ts), read from its config so they cannot drift, and the address from X-Forwarded-For.
   */
  static readonly SETTINGS = {
    TRUST_PROXY: 'loopback',
    ...Object.fromEntries(LIMITS.map((name) => [name, String(SERVER_DEFAULTS[name])])),
  };
  static mobile(n: number): string {
    return `96893${String(n % Crowd.MOBILES).padStart(6, '0')}`;
  }
  static allMobiles(): string[] {
    return Array.from({ length: Crowd.MOBILES }, (_, n) => Crowd.mobile(n));
  }

  /** Shared by every crowd of the process: the SQL count's server and the bench's share the database's codes. */
  private static next = 0;
  private readonly apis: BenchApi[];
  constructor(url: string, codesUrl?: string) {
    this.apis = Array.from({ length: Crowd.ADDRESSES }, (_, n) => new BenchApi(url, codesUrl, `10.${n >> 8}.${n & 255}.7`));
  }

  /** The next customer: a mobile and an address no payment in flight has. */
  take(): { api: BenchApi; mobile: string } {
    const n = Crowd.next++;
    return { api: this.apis[n % Crowd.ADDRESSES]!, mobile: Crowd.mobile(n) };
  }
}

/** What one payment took, whole (inquiry to answer) and its WalletPay call alone, in ms. */
export interface Timing {
  whole: number;
  pay: number;
}

/** A wallet payment as the web client makes it: inquiry, the wallet's code (read from the demo outbox), WalletPay. */
export async function walletPayment({ api, mobile }: { api: HttpApi; mobile: string }): Promise<Timing> {
  const started = performance.now();
  const line = lineOf(await inquire(api, reference()));
  const code = await walletCode(api, line, mobile);
  const paying = performance.now();
  const answer = await walletPay(api, line, code, mobile);
  const done = performance.now();
  const status = (answer.details as { status?: string } | null)?.status;
  if (answer.result.errorCode !== 0 || status !== 'completed')
    throw new Error(`${calls.walletPay.path}: ${answer.result.errorCode} ${answer.result.errorEDesc} (${status})`);
  return { whole: done - started, pay: done - paying };
}

/**
 * A card payment with the card that approves without a challenge, up to the receipt on our result page;
 * the receipt goes to the customer's own mobile and e-mail.
 */
export async function cardPayment({ api, mobile }: { api: HttpApi; mobile: string }): Promise<Timing> {
  const started = performance.now();
  const line = lineOf(await inquire(api, reference()));
  const contact = { Email: `c${mobile}@example.om`, MobileNo: mobile };
  const { paymentSessionId } = await confirmNonce(api, line, await cardNonce(api), undefined, contact);
  const paying = performance.now();
  for (;;) {
    const answer = await completePayment(api, paymentSessionId);
    if (answer.code === 0 && answer.details?.status === 'completed') break;
    if (answer.code !== 1) throw new Error(`CompletePayment: ${answer.code} ${answer.answer.result.errorEDesc}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const done = performance.now();
  return { whole: done - started, pay: done - paying };
}

/** `customers` paying one after another for `seconds` (a closed loop): payments a second. */
export async function backToBack(seconds: number, customers: number, pay: (customer: number) => Promise<Timing>) {
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  let count = 0;
  await Promise.all(
    Array.from({ length: customers }, async (_, c) => {
      while (performance.now() < until) {
        await pay(c);
        count++;
      }
    }),
  );
  return { count, perSecond: count / ((performance.now() - started) / 1000) };
}

/**
 * An open-model load: a payment starts every 1/rate s whatever the earlier ones are doing, as
 * customers arrive, so a slow server shows as latency instead of fewer arrivals.
 */
export async function steady(seconds: number, rate: number, pay: (n: number) => Promise<Timing>) {
  const timings: Timing[] = [];
  let failed = 0;
  const running: Promise<void>[] = [];
  const started = performance.now();
  for (let n = 0; n < seconds * rate; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    // A server that falls behind answers late or not at all (30 s): counted, not fatal to the bench.
    running.push(
      pay(n).then(
        (t) => void timings.push(t),
        () => void failed++,
      ),
    );
  }
  await Promise.all(running);
  const whole = timings.map((t) => t.whole).sort((a, b) => a - b);
  const walletPay = timings.map((t) => t.pay).sort((a, b) => a - b);
  return {
    count: timings.length,
    failed,
    wholeP50: percentile(whole, 50),
    wholeP99: percentile(whole, 99),
    payP50: percentile(walletPay, 50),
    payP99: percentile(walletPay, 99),
  };
}
