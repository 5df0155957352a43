import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { ErrorCode, type RecentPayment, type SavedCard } from '@portal/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, NetworkError, toApiError } from '@/shared/api/client';
import { useAuth } from '@/shared/api/session-store';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import {
  type CardPageData,
  hostedFieldsErrorText,
  isBulkPaymentForm,
  paymentFormStorage,
  recentPaymentOf,
  RecentPaymentWarning,
  useSavedCards,
} from '@/payments';
import { showError } from '@/shared/ui/dialogs';
import { onDemand, useOpenedOnce, usePreloadWhenIdle } from '@/shared/ui/on-demand';
import { bulkConfirmCardNonce, confirmCardNonce } from '../api/confirm-card-nonce';
import { askAgainUntilAnswered } from './ask-again';
import { NewCardEntry, SavedCardEntry, type TokenizedCard } from './card-entry';
import { BulkPaymentSummary, PaymentSummary } from './payment-summary';

// Dialogs, not the first screen: their code (and Mantine's Modal) comes when the page is idle (decision 029).
const SavedCardPicker = onDemand(() => import('./saved-card-picker').then((m) => m.SavedCardPicker));
const ConfirmPaymentDialog = onDemand(() => import('./confirm-payment-dialog').then((m) => m.ConfirmPaymentDialog));

/**
 * The card page's form (spec 02 §4 hosted card page): a new card in the hosted fields, or (signed in)
 * a saved card from the card picker and its CVV; Pay Now tokenizes, the confirm-payment dialog names
 * the amount and the card, then ConfirmPaymentCardNonce → the gateway's returnURL.
 */
export function CardPaymentForm({ data, onCancel }: { data: CardPageData; onCancel: () => void }) {
  const { t } = useTranslation();
  const { lang, pick } = useLanguage();
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = (useSavedCards().data ?? []).filter((c) => c.Enabled);
  const [savedCard, setSavedCard] = useState<SavedCard | null>(null);
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState<TokenizedCard | null>(null);
  const [busy, setBusy] = useState(false);
  // Once the card has gone to our server Pay stays disabled: a second press could pay twice.
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [recent, setRecent] = useState<{ recent: RecentPayment; card: TokenizedCard } | null>(null);
  const pickerWanted = useOpenedOnce(picking);
  const confirmWanted = useOpenedOnce(confirming !== null);
  usePreloadWhenIdle(SavedCardPicker, ConfirmPaymentDialog);

  const what = isBulkPaymentForm(data)
    ? t('payment.form.bills', { count: data.summary.lines.length })
    : `${pick(data.summary.biller)} · ${pick(data.summary.service)}`;

  const tokenized = (card: TokenizedCard) => {
    setError(null);
    setConfirming(card);
  };

  async function pay(card: TokenizedCard, payAgain = false) {
    setConfirming(null);
    setRecent(null);
    setBusy(true);
    setSent(true);
    const customerID = auth?.custInfo.customerID ?? -1;
    const confirm = () =>
      isBulkPaymentForm(data)
        ? bulkConfirmCardNonce(data, card.cardInfo, customerID, lang)
        : confirmCardNonce(
            payAgain ? { ...data, paymentInfo: { ...data.paymentInfo, PayAgain: true } } : data,
            card.cardInfo,
            customerID,
            lang,
          );
    try {
      let envelope;
      try {
        envelope = await confirm();
      } catch (err) {
        if (!(err instanceof NetworkError)) throw err;
        // The answer was lost: ask the server what became of this payment rather than send the customer to a
        // history a visitor does not have (issue 35). The receipt follows, or "not taken, try again".
        setChecking(true);
        envelope = await askAgainUntilAnswered(confirm);
        setChecking(false);
        if (!envelope) {
          setError(t('payment.form.unknownOutcome'));
          return;
        }
        if (envelope.result.errorCode !== ErrorCode.Success) {
          setError(t('payment.form.notTaken'));
          setSent(false);
          return;
        }
      }
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
      // Paid or being paid in the last 24 hours: nothing was sent to the gateway; the same card goes on
      // only by an explicit "Pay again" (issue 35).
      const recentPayment = recentPaymentOf(envelope);
      if (recentPayment) {
        setRecent({ recent: recentPayment, card });
        setSent(false);
        return;
      }
      // Declined (2) ended that payment without taking money, and any other refusal came before one
      // was made: either way nothing can be paid twice, so the customer may correct the card and retry.
      void showError(toApiError(envelope).text);
      setSent(false);
    } catch (err) {
      if (!(err instanceof ApiError)) setError(t('payment.form.unknownOutcome'));
    } finally {
      setChecking(false);
      setBusy(false);
    }
  }

  const entry = {
    busy,
    sent,
    onTokenized: tokenized,
    onTokenizeFailed: (err: unknown) => setError(t('payment.card.error', { message: hostedFieldsErrorText(err, lang) })),
    onCancel,
  };

  return (
    <Stack gap="lg">
      {isBulkPaymentForm(data) ? <BulkPaymentSummary summary={data.summary} /> : <PaymentSummary summary={data.summary} />}
      <Text size="sm" c="gray.7">
        {t('payment.form.secureNote')}
      </Text>
      {saved.length > 0 && !savedCard ? (
        <Group>
          <Button variant="light" onClick={() => setPicking(true)} disabled={busy || sent}>
            {t('payment.form.useSaved')}
          </Button>
        </Group>
      ) : null}
      {recent ? (
        <RecentPaymentWarning recent={recent.recent}>
          <Button onClick={() => void pay(recent.card, true)}>{t('payment.recent.payAgain')}</Button>
        </RecentPaymentWarning>
      ) : null}
      {checking ? (
        <Alert color="yellow" variant="light" role="status" title={t('payment.form.checkingTitle')}>
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('payment.form.checking')}</Text>
          </Group>
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {savedCard ? (
        <SavedCardEntry key={savedCard.id} card={savedCard} onOtherCard={() => setSavedCard(null)} {...entry} />
      ) : (
        <NewCardEntry {...entry} />
      )}
      {pickerWanted ? (
        <SavedCardPicker
          opened={picking}
          cards={saved}
          onPick={(card) => {
            setPicking(false);
            setError(null);
            setSavedCard(card);
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
      {confirmWanted ? (
        <ConfirmPaymentDialog
          card={confirming}
          totalBaisa={data.summary.totalBaisa}
          what={what}
          onConfirm={() => confirming && void pay(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Stack>
  );
}
