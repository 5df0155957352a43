/**
 * The card gateway as our server sees it (DESIGN §1, §5). The browser talks to the gateway directly
 * through its hosted fields, which turn a card into a one-time `nonce` (or a saved card's CVV into a
 * nonce bound to its vault token); our server only ever handles nonces, vault tokens and masked data.
 * Amounts are integer baisa, currency 512 (OMR).
 */
export type GatewayPaymentStatus = 'requires_action' | 'authorized' | 'captured' | 'voided' | 'refunded' | 'declined' | 'failed';

export interface GatewayPayment {
  paymentId: string;
  status: GatewayPaymentStatus;
  amount: number;
  /** Our merchant reference, e.g. the payment-session-id. */
  reference: string;
  /** Where to send the customer: the challenge page, or straight to returnUrl when no challenge is needed. */
  redirectUrl: string;
  declineReason?: string;
  /** Baisa refunded so far (refunds may be partial). */
  refundedAmount?: number;
  card?: { masked: string; last4: string; expiry: string; name: string; brand?: string };
}

export interface CreatePaymentInput {
  amount: number;
  currency: 512;
  reference: string;
  /** Our result page, e.g. http://host/BillPaymentClient/ConfirmPayment?payment-session-id=…&channel=I&isbulk=0 */
  returnUrl: string;
  /** Exactly one of: a one-time nonce from the hosted card fields, or a vault token (+ a CVV nonce). */
  nonce?: string;
  vaultToken?: string;
  cvvNonce?: string;
  /** Skip the challenge page (saved-card payments already confirmed by our own SMS code). */
  skipChallenge?: boolean;
  /** Language of the challenge page. */
  lang?: 'en' | 'ar';
  /**
   * Makes a retry safe: the same key answers the payment the first request created instead of a new
   * one (the nonce is spent by then). Use one per attempt, e.g. `${paymentSessionId}:${attempt}`.
   */
  idempotencyKey?: string;
}

export interface VaultedCard {
  token: string;
  masked: string;
  last4: string;
  brand?: string;
  expiry: string; // MM/YYYY
  name: string;
}

export interface PaymentGateway {
  /** The public origin of the gateway (for CSP and for the client to load the SDK). */
  readonly publicOrigin: string;
  /** A short-lived client token the hosted fields need (PaymentSDK/GetPaymentToken). */
  createAccessToken(): Promise<string>;
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;
  getPayment(paymentId: string): Promise<GatewayPayment>;
  /** The payment a createPayment with this idempotency key made; null when the gateway never got it. */
  findPaymentByKey(idempotencyKey: string): Promise<GatewayPayment | null>;
  /** Capture, void and refund take an idempotency key: a repeat answers the payment as it stands, acting once. */
  capture(paymentId: string, idempotencyKey?: string): Promise<GatewayPayment>;
  void(paymentId: string, idempotencyKey?: string): Promise<GatewayPayment>;
  refund(paymentId: string, amount: number, idempotencyKey?: string): Promise<GatewayPayment>;
  /** Stores the card behind a nonce in the vault; the gateway keeps the card, we keep the token. */
  vaultCard(nonce: string, name?: string): Promise<VaultedCard>;
  deleteVaultedCard(token: string): Promise<void>;
}

export type GatewayErrorCode =
  | 'unauthorized' // wrong merchant secret
  | 'invalid_request' // our request was malformed
  | 'not_found' // unknown payment or vault token
  | 'invalid_state' // e.g. capture of a declined payment, void after capture
  | 'nonce_invalid' // unknown, used, expired or mismatched nonce, or unknown vault token
  | 'refund_too_large'
  | 'idempotency_conflict'
  | 'timeout' // no answer in time: the outcome is unknown, read the payment again later
  | 'unavailable' // network failure or 5xx
  | 'bad_response'; // an answer we could not understand

/** Every failure of a PaymentGateway call, so callers branch on `code`, never on message text. */
export class GatewayError extends Error {
  constructor(
    readonly code: GatewayErrorCode,
    message: string,
    readonly status?: number,
    /** The gateway's own code, e.g. nonce_used, nonce_expired. */
    readonly gatewayCode?: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }

  /** True when the call may have happened or may succeed later (timeouts, outages). */
  get retryable(): boolean {
    return this.code === 'timeout' || this.code === 'unavailable';
  }
}
