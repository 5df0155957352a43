import { ErrorCode, normalizeDigits, type CardPayRequest, type SetPaymentCardRequest } from '@portal/contract';
import type { CreatePaymentInput, GatewayPayment } from '../../adapters/payment-gateway/payment-gateway.ts';
import type { CallContext } from '../../platform/calls.ts';
import { randomToken } from '../../platform/crypto.ts';
import { AppError, invalidInput, notFound } from '../../platform/errors.ts';
import { requireMobile } from '../../platform/mobile.ts';
import { askerOf } from '../bill-inquiry/index.ts';
import { customerRepository } from '../personal-profile/index.ts';
import { declinedText } from './card-payment-texts.ts';
import { cardCodeText, type CardOrderRequest } from './card-requests.ts';
import { checkGiftBuyer } from './gift-cards.ts';
import { priceLines, type PricedLines } from './line-pricing.ts';
import { answerFor } from './payment-outcome.ts';
import { cardSeen } from './payment-instrument.ts';
import { leaseFrom } from './payment-lease.ts';
import { paymentRepository as repo } from './payment-repository.ts';
import type { NewPayment, PaymentIntent, PaymentRow } from './payment-rows.ts';
import { isFinal } from './payment-states.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { savedCardRepository, type SavedCardRow } from './saved-card-repository.ts';

/** What the code road shares with the hosted-card road (card-payments.ts): the payment row, the gateway call, the way back. */
export interface CardRoad {
  ownedCard(cardId: number, customerId: number | null): Promise<SavedCardRow>;
  insertCardPayment(
    priced: PricedLines,
    kind: 'one_time' | 'bulk' | 'gift',
    usePoints: boolean | undefined,
    row: Omit<NewPayment, 'kind' | 'method' | 'total_baisa' | 'points_baisa' | 'charged_baisa'>,
    intent?: PaymentIntent,
  ): Promise<PaymentRow>;
  createGatewayPayment(p: PaymentRow, input: CreatePaymentInput): Promise<GatewayPayment>;
  returnUrl(id: string, bulk: boolean): string;
}

/**
 * The saved-card road (and a quick payment's nonce): the order is held, a code goes to the customer's
 * mobile, and the code confirms the charge, authorised without a 3-D Secure challenge.
 */
export function cardCodePayments(deps: PaymentsDeps, { ownedCard, insertCardPayment, createGatewayPayment, returnUrl }: CardRoad) {
  const { db, codes, completion } = deps;

  /** Saved card (or a quick-payment nonce) for one bill: hold the order and send a code to the customer's mobile. */
  const setPaymentCard = (body: SetPaymentCardRequest, ctx: CallContext, quick: boolean) =>
    orderCard(
      {
        price: () => priceLines(db, [body.paymentInfo], { guardFor: askerOf(ctx) }),
        cardInfo: body.cardInfo,
        mobileNumber: body.paymentInfo.mobileNumber,
        lang: body.CustomerInfo?.Lang,
      },
      ctx,
      quick,
      'one_time',
    );

  /** The order for any basket; points (when asked) are taken now, since the code confirms the amount charged. */
  async function orderCard(input: CardOrderRequest, ctx: CallContext, quick: boolean, kind: 'one_time' | 'bulk'): Promise<never> {
    const customerId = quick ? null : ctx.session!.customerId;
    const { Nonce, cardID, cvvNonce } = input.cardInfo;
    const card = !quick && cardID ? await ownedCard(cardID, customerId) : null;
    if (card ? !cvvNonce : !Nonce)
      throw invalidInput({ en: 'cardInfo: the card and its CVV are required', ar: 'cardInfo: البطاقة ورمز التحقق مطلوبان' });
    const mobile = customerId ? (await customerRepository.byId(db, customerId))!.mobile_no : requireMobile(input.mobileNumber);
    const priced = await input.price();
    checkGiftBuyer(priced, { customerId, road: 'cardCode' });
    const id = randomToken();
    // Written already waiting for its code (both events recorded): one statement.
    const payment = await insertCardPayment(
      priced,
      kind,
      input.usePoints,
      {
        id,
        customer_id: customerId,
        mobile,
        email: null,
        lang: input.lang ?? 'en',
        saved_card_id: card?.id ?? null,
        pending_nonce: card ? cvvNonce! : Nonce!,
        device_id: ctx.deviceId,
      },
      { action: 'send_code', note: { card: card ? 'saved' : 'new' } },
    );
    const authenticate = await codes.issue({
      purpose: 'card',
      mobile,
      ip: ctx.ip,
      customerId,
      payload: { paymentId: id },
      deliver: true,
      text: cardCodeText((payment.charged_baisa / 1000).toFixed(3)),
    });
    throw new AppError(ErrorCode.OtpRequired, 'otpSent', {
      authenticate,
      postOrder: { payObject: { paymentId: id, orderId: payment.reference_number } },
    });
  }

  async function cardPay(body: CardPayRequest, ctx: CallContext) {
    const paymentId = body.authenticate.paymentId;
    const p = await repo.byId(db, paymentId);
    if (!p || (p.customer_id !== null && p.customer_id !== ctx.session?.customerId)) throw notFound();
    const verified = await codes.verify('card', body.authenticate.utr, normalizeDigits(body.authenticate.pin), {
      boundTo: { paymentId },
      allowReplay: true,
    });
    // A repeated confirm answers what the first one made of this payment.
    if (verified.replay || p.state !== 'awaiting_otp') return answerFor(deps, isFinal(p.state) ? p : await completion.waitForOutcome(p.id));
    const authorizing = await repo
      .move(db, p.id, 'awaiting_otp', 'authorize', { gateway: 'creating' }, { lease_until: leaseFrom(new Date()) })
      .catch(async () => undefined);
    if (!authorizing) return answerFor(deps, await completion.waitForOutcome(p.id));
    const card = p.saved_card_id ? await savedCardRepository.byId(db, p.saved_card_id) : null;
    const g = await createGatewayPayment(authorizing, {
      amount: p.charged_baisa,
      currency: 512,
      reference: p.id,
      returnUrl: returnUrl(p.id, p.kind === 'bulk'),
      skipChallenge: true,
      ...(card ? { vaultToken: card.vault_token, cvvNonce: p.pending_nonce! } : { nonce: p.pending_nonce! }),
    });
    if (g.status !== 'authorized') {
      const failed = await completion.fail(authorizing, 'authorizing', declinedText(g.declineReason), { gateway: g.status });
      return answerFor(deps, failed);
    }
    await repo.move(
      db,
      p.id,
      'authorizing',
      'hold',
      { gateway: g.status },
      { gateway_payment_id: g.paymentId, pending_nonce: null, lease_until: null, ...cardSeen(g) },
    );
    return answerFor(deps, await completion.drive(p.id));
  }

  return { setPaymentCard, orderCard, cardPay };
}
