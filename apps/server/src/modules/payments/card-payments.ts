import { ErrorCode, pointsCap, type ConfirmCardNonceRequest } from '@portal/contract';
import { GatewayError, type CreatePaymentInput, type GatewayPayment } from '../../adapters/payment-gateway/payment-gateway.ts';
import type { CallContext } from '../../platform/calls.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { checkGiftBuyer, paymentKind } from './gift-cards.ts';
import { priceLines, type PricedLines } from './line-pricing.ts';
import { paymentRepository as repo } from './payment-repository.ts';
import type { NewPayment, PaymentIntent, PaymentRow } from './payment-rows.ts';
import { createPayment } from './payment-creation.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { answerFor, paymentFailed } from './payment-outcome.ts';
import { pointsRepository } from './points-repository.ts';
import { leaseFrom } from './payment-lease.ts';
import { HELD_STATES, moneyKey } from './payment-states.ts';
import { failpoint } from '../../platform/failpoints.ts';
import { savedCardRepository } from './saved-card-repository.ts';
import { cardSeen } from './payment-instrument.ts';
import { declinedText, gatewayDown, notConfirmedYet, signInToSee } from './card-payment-texts.ts';
import { cardExpired, contactOf as contact, type NonceRequest } from './card-requests.ts';
import { askerOf } from '../bill-inquiry/index.ts';
import { cardCodePayments } from './card-code-payments.ts';
import { withKnownLines } from './known-lines.ts';

/**
 * Card payments. Our server sees only the gateway's nonces and vault tokens (DESIGN §5). Two roads:
 * the hosted card page (nonce → gateway, possibly a 3-D Secure challenge → ConfirmPayment page), and a
 * saved card (CVV nonce → our SMS code → authorise without a challenge; card-code-payments.ts).
 */
export function cardPayments(deps: PaymentsDeps) {
  const { db, gateway, completion, config } = deps;

  const returnUrl = (id: string, bulk: boolean) =>
    `${config.PUBLIC_URL}/BillPaymentClient/ConfirmPayment?payment-session-id=${encodeURIComponent(id)}&channel=I&isbulk=${bulk ? 1 : 0}`;

  async function getPaymentToken() {
    return {
      accessToken: await gateway.createAccessToken(),
      sdkUrl: `${gateway.publicOrigin}/sdk/hosted-fields.js`,
      gatewayOrigin: gateway.publicOrigin,
    };
  }

  /** The hosted-card road for one bill: create the payment and the gateway payment; the customer goes to returnURL. */
  const confirmCardNonce = (body: ConfirmCardNonceRequest, ctx: CallContext, kind: 'one_time' | 'bulk' | 'gift' = 'one_time') =>
    startNoncePayment(
      {
        price: () => priceLines(db, [body.paymentInfo], { guardFor: askerOf(ctx) }),
        cardInfo: body.cardInfo,
        usePoints: body.usePoints,
        contact: body,
      },
      ctx,
      kind,
    );

  /**
   * A card payment's row, with the points it uses taken in the same transaction. Points never cover the
   * whole bill: a card payment needs an amount to authorise (decision 006). With an intent, the row is
   * written already moved (both events recorded), in the same statement.
   */
  async function insertCardPayment(
    priced: PricedLines,
    kind: 'one_time' | 'bulk' | 'gift',
    usePoints: boolean | undefined,
    row: Omit<NewPayment, 'kind' | 'method' | 'total_baisa' | 'points_baisa' | 'charged_baisa'>,
    intent?: PaymentIntent,
  ): Promise<PaymentRow> {
    const payment = (points: number): NewPayment => ({
      ...row,
      kind: paymentKind(priced, kind),
      method: 'CreditCard',
      total_baisa: priced.total,
      points_baisa: points,
      charged_baisa: priced.total - points,
    });
    const customerId = row.customer_id;
    const withPoints = usePoints && customerId !== null;
    const written = await createPayment(
      db,
      deps.messages,
      withPoints ? async (q) => payment(await pointsRepository.take(q, customerId, pointsCap(priced.total))) : payment(0),
      priced.lines,
      intent,
    );
    return written.payment;
  }

  /** The hosted-card road for any basket of lines (one bill, or registered bills in bulk). */
  async function startNoncePayment(input: NonceRequest, ctx: CallContext, kind: 'one_time' | 'bulk' | 'gift') {
    const customerId = ctx.session?.customerId ?? null;
    const { Nonce, cardID, cvvNonce } = input.cardInfo;
    if (!Nonce && !(cardID && cvvNonce))
      throw invalidInput({ en: 'cardInfo: a card nonce is required', ar: 'cardInfo: رمز البطاقة مطلوب' });
    const key = `nonce:${sha256(Nonce ?? cvvNonce!)}`;
    // The same nonce confirmed again (a double click, a retry after a lost answer) answers the payment the
    // first made: found when its bills are refused by now (paid, expired), or when the row cannot be written
    // again under the nonce's key (below); nothing is read for it before (decision 079).
    let priced: PricedLines;
    try {
      priced = await input.price();
    } catch (err) {
      const earlier = await repo.byIdempotencyKey(db, key);
      if (earlier) return replay(earlier);
      throw err;
    }
    const card = cardID ? await ownedCard(cardID, customerId) : null;
    const { email, mobile, lang } = contact(input.contact);
    checkGiftBuyer(priced, { customerId, road: 'nonce', email, mobile });
    const id = randomToken();
    const payment = await insertCardPayment(
      priced,
      kind,
      input.usePoints,
      {
        id,
        customer_id: customerId,
        mobile,
        email,
        lang,
        saved_card_id: card?.id ?? null,
        idempotency_key: key,
        device_id: ctx.deviceId,
      },
      // The intent, committed before the gateway is asked: a crash from here on is found and undone.
      { action: 'authorize', note: { gateway: 'creating' }, lease_until: leaseFrom(new Date()) },
    )
      // The same nonce confirmed again, at once or later: the request that finds the idempotency key
      // taken answers the payment the other one created.
      .catch(async (err: unknown) => {
        const winner = await repo.byIdempotencyKey(db, key);
        if (!winner) throw err;
        return winner;
      });
    if (payment.id !== id) return replay(payment);
    const g = await createGatewayPayment(payment, {
      amount: payment.charged_baisa,
      currency: 512,
      reference: id,
      returnUrl: returnUrl(id, kind === 'bulk'),
      ...(card ? { vaultToken: card.vault_token, cvvNonce: cvvNonce! } : { nonce: Nonce! }),
    });
    if (g.status === 'declined' || g.status === 'failed') {
      const text = declinedText(g.declineReason);
      await completion.fail(payment, 'authorizing', text, { gateway: g.status });
      throw paymentFailed({ failure_en: text.en, failure_ar: text.ar });
    }
    await repo.move(
      db,
      id,
      'authorizing',
      'challenge',
      { gateway: g.status },
      { gateway_payment_id: g.paymentId, return_url: g.redirectUrl, lease_until: null, ...cardSeen(g) },
    );
    completion.announce();
    return { returnURL: g.redirectUrl, paymentSessionId: id };
  }

  /**
   * Creates the gateway payment under the payment's key. A nonce the gateway refuses (used, expired,
   * unknown) authorised nothing: the payment fails at once (points back) and the customer enters the
   * card again. When the answer is lost, the gateway is asked by the key what it made; only when it
   * says "nothing" is the customer told no money was taken.
   */
  async function createGatewayPayment(p: PaymentRow, input: CreatePaymentInput): Promise<GatewayPayment> {
    const idempotencyKey = moneyKey(p.id, 0, 'create');
    failpoint('card.before-create');
    try {
      // The challenge page speaks the customer's language.
      const g = await gateway.createPayment({ ...input, lang: p.lang, idempotencyKey });
      failpoint('card.created');
      return g;
    } catch (err) {
      if (err instanceof GatewayError && err.code === 'nonce_invalid') {
        await completion.fail(p, 'authorizing', cardExpired, { gateway: err.gatewayCode ?? err.code });
        throw new AppError(ErrorCode.MissingDataIntegrity, cardExpired);
      }
      const found = await gateway.findPaymentByKey(idempotencyKey).catch(() => undefined);
      if (found) return found;
      if (found === null) {
        await completion.fail(p, 'authorizing', gatewayDown, { gateway: 'unreachable' });
        throw new AppError(ErrorCode.Unavailable, gatewayDown);
      }
      await repo.release(db, p.id);
      throw new AppError(ErrorCode.Unavailable, notConfirmedYet);
    }
  }

  async function replay(first: PaymentRow) {
    const sending = (p: PaymentRow) => p.state === 'created' || p.state === 'authorizing';
    // Still being sent to the gateway by the first request: wait for its redirect URL (a challenge page).
    const p = sending(first)
      ? await completion.waitUntil(
          async () => (await repo.byId(db, first.id))!,
          (r) => !sending(r),
        )
      : first;
    if (p.state === 'failed' || p.state === 'expired') throw paymentFailed(p);
    return { returnURL: p.return_url ?? returnUrl(p.id, p.kind === 'bulk'), paymentSessionId: p.id };
  }

  async function ownedCard(cardId: number, customerId: number | null) {
    const card = customerId ? await savedCardRepository.owned(db, customerId, cardId) : undefined;
    if (!card) throw notFound({ en: 'Card not found', ar: 'البطاقة غير موجودة' });
    return card;
  }

  /**
   * The result page's call: drives the payment if it can, then answers what it is. A customer's
   * payment is answered only to that customer's session, a visitor's to its payment-session-id.
   */
  async function completePayment(paymentSessionId: string, ctx: CallContext) {
    // Usually the payment is held, free and the asker's: claimed with its lines in one statement.
    const claimed = await repo.claimHeld(db, paymentSessionId, new Date(), ctx.session?.customerId ?? null);
    const p = claimed ? withKnownLines(claimed.payment, claimed.lines) : await repo.byId(db, paymentSessionId);
    if (!p || (p.customer_id !== null && ctx.session && p.customer_id !== ctx.session.customerId))
      throw notFound({ en: 'Payment not found', ar: 'عملية الدفع غير موجودة' });
    const driven = claimed ? await completion.driveHeld(p) : HELD_STATES.includes(p.state) ? await completion.drive(p.id) : p;
    if (p.customer_id !== null && !ctx.session) throw new AppError(ErrorCode.NotFound, signInToSee);
    return answerFor(deps, driven);
  }

  const codeRoad = cardCodePayments(deps, { ownedCard, insertCardPayment, createGatewayPayment, returnUrl });
  return { getPaymentToken, confirmCardNonce, startNoncePayment, ...codeRoad, completePayment };
}
