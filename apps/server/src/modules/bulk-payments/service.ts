import type {
  BulkConfirmCardNonceRequest,
  BulkConfirmPaymentCardRequest,
  BulkConfirmPaymentWalletRequest,
  BulkGenerateTokenRequest,
  BulkSetPaymentCardRequest,
} from '@portal/contract';
import type { CallContext } from '../../platform/calls.ts';
import type { SessionRef } from '../../platform/sessions.ts';
import { cardPayments, walletPayments, type PaymentsDeps } from '../payments/index.ts';
import { priceBasket } from './basket.ts';

type Ctx = CallContext<SessionRef>;

/**
 * Paying registered bills together (spec 02 §4): the single payment's roads (wallet with a code, saved
 * card with a code, hosted card fields) for a basket of up to three lines, as one payment of kind
 * 'bulk'. Completion posts each line on its own and returns the money of a line the biller refuses.
 */
export function bulkPaymentsService(deps: PaymentsDeps) {
  const wallet = walletPayments(deps);
  const card = cardPayments(deps);
  const basket = (ctx: Ctx, bills: BulkGenerateTokenRequest['paymentInfo']['bills']) => () => priceBasket(deps.db, ctx.session, bills);

  const generateToken = (body: BulkGenerateTokenRequest, ctx: Ctx) =>
    wallet.issueCode(body.token.mobileNumber, basket(ctx, body.paymentInfo.bills), ctx);

  const payWithWallet = (body: BulkConfirmPaymentWalletRequest, ctx: Ctx) =>
    wallet.payFromWallet(
      {
        senderId: body.walletInfo.senderId,
        authenticate: body.authenticate,
        price: basket(ctx, body.paymentInfo.bills),
        kind: 'bulk',
        contact: body.CustomerInfo,
      },
      ctx,
    );

  const orderSavedCard = (body: BulkSetPaymentCardRequest, ctx: Ctx) =>
    card.orderCard(
      {
        price: basket(ctx, body.paymentInfo.bills),
        cardInfo: body.cardInfo,
        mobileNumber: body.paymentInfo.mobileNumber,
        lang: body.CustomerInfo?.Lang,
        usePoints: body.usePoints,
      },
      ctx,
      false,
      'bulk',
    );

  /** The code confirms the order held by BulkSetPaymentCard; its bills and amounts were fixed then. */
  const payWithSavedCard = (body: BulkConfirmPaymentCardRequest, ctx: Ctx) =>
    card.cardPay(
      {
        deviceInfo: body.deviceInfo,
        authenticate: body.authenticate,
        legalDocument: body.legalDocument,
        CustomerInfo: body.CustomerInfo,
        cardInfo: body.cardInfo,
      },
      ctx,
    );

  const confirmCardNonce = (body: BulkConfirmCardNonceRequest, ctx: Ctx) =>
    card.startNoncePayment(
      { price: basket(ctx, body.paymentInfo.bills), cardInfo: body.cardInfo, usePoints: body.usePoints, contact: body },
      ctx,
      'bulk',
    );

  return { generateToken, payWithWallet, orderSavedCard, payWithSavedCard, confirmCardNonce };
}
