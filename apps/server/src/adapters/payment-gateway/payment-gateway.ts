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
  card?: { masked: string; last4: string; expiry: string; name: string };
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
}

export interface VaultedCard {
  token: string;
  masked: string;
  last4: string;
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
  capture(paymentId: string): Promise<GatewayPayment>;
  void(paymentId: string): Promise<GatewayPayment>;
  refund(paymentId: string, amount: number): Promise<GatewayPayment>;
  /** Stores the card behind a nonce in the vault; the gateway keeps the card, we keep the token. */
  vaultCard(nonce: string): Promise<VaultedCard>;
  deleteVaultedCard(token: string): Promise<void>;
}
