import type { Envelope } from '@portal/contract';
import { ServerGone, type HttpApi } from '../support/http-client.ts';
import {
  answerChallenge,
  bulkLines,
  bulkWalletCode,
  bulkWalletPay,
  cardNonce,
  completePayment,
  confirmNonce,
  DEMO_INDIVIDUAL,
  inquire,
  lineOf,
  loginIndividual,
  reference,
  TEST_CARDS,
  walletCode,
  walletPay,
  WALLETS,
} from '../support/http-payments.ts';

export const JOURNEYS = ['wallet', 'card', 'challenge', 'failpost', 'bulk'] as const;
export type Journey = (typeof JOURNEYS)[number];

/** How a journey ended for the customer: the receipt's status, or what the server answered instead. */
export type Ending = 'completed' | 'partially_completed' | 'failed' | 'pending' | `answered ${number}`;

/** What a journey expects when nothing goes wrong: a bill the biller rejects ends refunded ("failed"). */
export const EXPECTED: Record<Journey, Ending> = {
  wallet: 'completed',
  card: 'completed',
  challenge: 'completed',
  failpost: 'failed',
  bulk: 'completed',
};

export interface JourneyContext {
  api: HttpApi;
  /** The n-th journey: picks the wallet, and card or wallet for a rejected bill. */
  n: number;
  /** Resolves when the server is up again; a result page that lost its answer asks again then. */
  ready(): Promise<void>;
  /** Waits for a session of the demo individual (bulk payments are for signed-in customers). */
  session(): Promise<string>;
}

/** A payment by one route, from the inquiry to the customer's answer. ServerGone propagates: interrupted. */
export function runJourney(journey: Journey, ctx: JourneyContext): Promise<Ending> {
  switch (journey) {
    case 'wallet':
      return byWallet(ctx, reference());
    case 'card':
      return byCard(ctx, reference(), TEST_CARDS.approve);
    case 'challenge':
      return byCard(ctx, reference(), TEST_CARDS.challenge);
    case 'failpost':
      return ctx.n % 2 ? byCard(ctx, reference('444444'), TEST_CARDS.approve) : byWallet(ctx, reference('444444'));
    case 'bulk':
      return bulkByWallet(ctx);
  }
}

async function byWallet({ api, n }: JourneyContext, billingNo: string): Promise<Ending> {
  const mobile = WALLETS[n % WALLETS.length]!;
  const line = lineOf(await inquire(api, billingNo));
  return endingOf(await walletPay(api, line, await walletCode(api, line, mobile), mobile));
}

async function byCard(ctx: JourneyContext, billingNo: string, card: string): Promise<Ending> {
  const { api } = ctx;
  const line = lineOf(await inquire(api, billingNo));
  const { returnURL, paymentSessionId } = await confirmNonce(api, line, await cardNonce(api, card));
  if (!returnURL.startsWith(api.url)) await answerChallenge(returnURL);
  return resultPage(ctx, paymentSessionId);
}

/**
 * Our result page asks how the payment ended. When the server dies under it, the customer reloads
 * it once the server is back: the same payment asked about again, never a new one.
 */
async function resultPage({ api, ready }: JourneyContext, paymentSessionId: string): Promise<Ending> {
  for (let reload = 0; ; reload++) {
    try {
      const answer = await completePayment(api, paymentSessionId);
      if (answer.code === 1 && reload < 3) {
        await new Promise((r) => setTimeout(r, 500));
        continue;
      }
      return endingOf(answer.answer);
    } catch (err) {
      if (reload >= 3 || !(err instanceof ServerGone)) throw err;
      await ready();
    }
  }
}

async function bulkByWallet(ctx: JourneyContext): Promise<Ending> {
  const { api } = ctx;
  const sessionId = await ctx.session();
  const bills = await bulkLines(api, sessionId, [reference(), reference()]);
  return endingOf(
    await bulkWalletPay(api, sessionId, bills, await bulkWalletCode(api, sessionId, bills, DEMO_INDIVIDUAL), DEMO_INDIVIDUAL),
  );
}

/** The demo individual, signed in once and again whenever the session is lost. */
export function demoSession(api: HttpApi): { get(): Promise<string>; forget(): void } {
  let current: Promise<string> | undefined;
  return {
    get: () =>
      (current ??= loginIndividual(api).catch((err: unknown) => {
        current = undefined;
        throw err;
      })),
    forget: () => (current = undefined),
  };
}

function endingOf(answer: Envelope<unknown>): Ending {
  const status = (answer.details as { status?: unknown } | null)?.status;
  if (answer.result.errorCode === 1) return 'pending';
  if (status === 'completed' || status === 'partially_completed' || status === 'failed') return status;
  return `answered ${answer.result.errorCode}`;
}
