/**
 * A typed wrapper around the card gateway's hosted-fields SDK (window.SandboxPay). Each field is an
 * iframe of the gateway's origin, so the card number and CVV never exist in our page (DESIGN §5).
 */
export type HostedFieldKind = 'number' | 'expiryMonth' | 'expiryYear' | 'cvv';

export interface HostedFieldState {
  valid: boolean;
  empty: boolean;
  focused: boolean;
  potentiallyValid?: boolean;
  brand?: string;
}
export type HostedFieldsState = Partial<Record<HostedFieldKind, HostedFieldState>>;

export interface TokenizeResult {
  nonce: string;
  last4?: string;
  brand?: string;
  expiry?: string;
}

export interface HostedFieldsOptions {
  accessToken: string;
  /** A saved card's vault token: the fields are then the CVV alone, and tokenize answers a CVV nonce. */
  vaultToken?: string;
  /** CSS selectors of the empty containers the iframes go into. */
  fields: Partial<Record<HostedFieldKind, string>>;
  lang: 'en' | 'ar';
  labels?: Partial<Record<HostedFieldKind, string>>;
  placeholders?: Partial<Record<HostedFieldKind, string>>;
  styles?: Record<string, Record<string, string>>;
  onChange?: (state: HostedFieldsState) => void;
  onReady?: () => void;
  onEnter?: (field: HostedFieldKind) => void;
  onError?: (error: HostedFieldsError) => void;
}

export interface HostedFields {
  ready: Promise<void>;
  tokenize: (options?: { name?: string }) => Promise<TokenizeResult>;
  teardown: () => Promise<void>;
  getState: () => HostedFieldsState;
  isValid: () => boolean;
  focus: (kind: HostedFieldKind) => void;
  clear: () => void;
}

/** What the SDK rejects with: a code, and a message already in the language it was created with. */
export interface HostedFieldsError extends Error {
  code?: string;
  messageAr?: string;
  fields?: HostedFieldKind[];
}

interface SandboxPayApi {
  version: string;
  origin: string;
  hostedFields: (options: HostedFieldsOptions) => HostedFields;
}

declare global {
  interface Window {
    SandboxPay?: SandboxPayApi;
  }
}

const loads = new Map<string, Promise<SandboxPayApi>>();

/** Appends <script src=sdkUrl> once per URL and answers the SDK when it has run (CSP allows its origin). */
export function loadPaymentSdk(sdkUrl: string): Promise<SandboxPayApi> {
  const existing = loads.get(sdkUrl);
  if (existing) return existing;
  const load = new Promise<SandboxPayApi>((resolve, reject) => {
    if (window.SandboxPay) return resolve(window.SandboxPay);
    const script = document.createElement('script');
    script.src = sdkUrl;
    script.async = true;
    script.onload = () => (window.SandboxPay ? resolve(window.SandboxPay) : reject(new Error('payment SDK did not start')));
    script.onerror = () => reject(new Error('payment SDK could not be loaded'));
    document.head.appendChild(script);
  });
  // A failed load may be retried (e.g. after the network comes back).
  load.catch(() => loads.delete(sdkUrl));
  loads.set(sdkUrl, load);
  return load;
}
