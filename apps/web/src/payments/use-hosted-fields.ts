import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { getPaymentToken } from './get-payment-token';
import {
  loadPaymentSdk,
  type HostedFieldKind,
  type HostedFields,
  type HostedFieldsError,
  type HostedFieldsState,
  type TokenizeResult,
} from './hosted-fields';

export type HostedFieldsStatus = 'loading' | 'ready' | 'error';

interface UseHostedFieldsOptions {
  /** Container selectors; the containers must be rendered by the component that calls the hook. */
  fields: Partial<Record<HostedFieldKind, string>>;
  vaultToken?: string;
  onEnter?: () => void;
}

// The fields draw their own inputs; these match our theme (brand focus, red.8 errors, 16 px text).
const STYLES = {
  input: { 'font-size': '16px' },
  ':focus': { 'border-color': '#0b5f6b', 'box-shadow': 'inset 0 0 0 1px #0b5f6b' },
  '.invalid': { 'border-color': '#c92a2a', color: '#c92a2a' },
};

/** The message of a failure at the token, field or tokenize stage, in the language in use. */
export function hostedFieldsErrorText(err: unknown, lang: 'en' | 'ar'): string {
  if (err instanceof ApiError) return lang === 'ar' ? err.text.ar || err.text.en : err.text.en || err.text.ar;
  const e = err as HostedFieldsError;
  return (lang === 'ar' && e?.messageAr) || e?.message || String(err);
}

/**
 * Mounts the gateway's hosted fields into the caller's containers: fetches a payment token, loads the
 * SDK once, creates the fields with translated labels, tracks validity, tears down on unmount.
 */
export function useHostedFields({ fields, vaultToken, onEnter }: UseHostedFieldsOptions) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [status, setStatus] = useState<HostedFieldsStatus>('loading');
  const [state, setState] = useState<HostedFieldsState>({});
  const [error, setError] = useState<string | null>(null);
  const instance = useRef<HostedFields | null>(null);
  const enterRef = useRef(onEnter);
  useEffect(() => {
    enterRef.current = onEnter;
  }, [onEnter]);
  const fieldsKey = JSON.stringify(fields);

  useEffect(() => {
    let cancelled = false;
    let created: HostedFields | null = null;
    const selectors = JSON.parse(fieldsKey) as Partial<Record<HostedFieldKind, string>>;
    setStatus('loading');
    setError(null);
    setState({});
    void (async () => {
      try {
        const token = await getPaymentToken();
        const sdk = await loadPaymentSdk(token.sdkUrl);
        if (cancelled) return;
        created = sdk.hostedFields({
          accessToken: token.accessToken,
          ...(vaultToken ? { vaultToken } : {}),
          fields: selectors,
          lang,
          labels: {
            number: t('payment.card.number'),
            expiryMonth: t('payment.card.expiryMonth'),
            expiryYear: t('payment.card.expiryYear'),
            cvv: t('payment.card.cvv'),
          },
          styles: STYLES,
          onChange: (s) => {
            if (!cancelled) setState(s);
          },
          onEnter: () => enterRef.current?.(),
          onError: (e) => {
            if (!cancelled) {
              setStatus('error');
              setError(hostedFieldsErrorText(e, lang));
            }
          },
        });
        instance.current = created;
        await created.ready;
        if (!cancelled) setStatus('ready');
      } catch (e) {
        if (!cancelled) {
          setStatus('error');
          setError(hostedFieldsErrorText(e, lang));
        }
      }
    })();
    return () => {
      cancelled = true;
      instance.current = null;
      void created?.teardown();
    };
  }, [fieldsKey, vaultToken, lang, t]);

  const kinds = Object.keys(JSON.parse(fieldsKey) as object) as HostedFieldKind[];
  const valid = status === 'ready' && kinds.every((k) => state[k]?.valid);

  const tokenize = useCallback(
    async (options?: { name?: string }): Promise<TokenizeResult> => {
      if (!instance.current) throw new Error(t('payment.card.notReady'));
      return instance.current.tokenize(options);
    },
    [t],
  );

  const focus = useCallback((kind: HostedFieldKind) => instance.current?.focus(kind), []);

  /** A field shows its error once the customer has left it with something that cannot be valid. */
  const invalid = (kind: HostedFieldKind) => {
    const s = state[kind];
    return Boolean(s && !s.empty && !s.focused && !s.valid);
  };

  return { status, state, valid, error, tokenize, focus, invalid };
}
