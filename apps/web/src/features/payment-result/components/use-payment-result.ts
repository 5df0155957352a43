import { ErrorCode, type Bilingual, type Receipt } from '@portal/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { sessionStore } from '@/shared/api/session-store';
import { completePayment } from '../api/complete-payment';

export type PaymentResult =
  | { status: 'none' }
  | { status: 'waiting' }
  | { status: 'timedOut' }
  | { status: 'success'; receipt: Receipt; message: Bilingual }
  | { status: 'failed'; message: Bilingual; receipt: Receipt | null }
  /** A customer's payment asked without their session: not a failure, it is theirs to see once signed in. */
  | { status: 'signIn'; message: Bilingual };

const POLL_MS = 2000;
const GIVE_UP_MS = 2 * 60_000;

/**
 * Asks our server for the payment's outcome (never the query string: DESIGN §5), every 2 s while the
 * gateway or biller has not answered, for about two minutes.
 */
export function usePaymentResult(paymentSessionId: string | null, channel: string): PaymentResult {
  const [result, setResult] = useState<PaymentResult>(paymentSessionId ? { status: 'waiting' } : { status: 'none' });

  useEffect(() => {
    if (!paymentSessionId) return;
    let stopped = false;
    let timer = 0;
    const started = Date.now();
    const again = () => {
      if (Date.now() - started >= GIVE_UP_MS) setResult({ status: 'timedOut' });
      else timer = window.setTimeout(() => void ask(), POLL_MS);
    };
    const ask = async () => {
      try {
        const envelope = await completePayment(paymentSessionId, channel);
        if (stopped) return;
        const { errorCode, errorEDesc, errorADesc } = envelope.result;
        const message = { en: errorEDesc, ar: errorADesc };
        if (errorCode === ErrorCode.Success && envelope.details && 'refrenceNumberInfo' in envelope.details) {
          setResult({ status: 'success', receipt: envelope.details, message });
        } else if (errorCode === ErrorCode.Pending) {
          again();
        } else if (errorCode === ErrorCode.NotFound && !sessionStore.get()) {
          setResult({ status: 'signIn', message });
        } else {
          // A failed payment's answer carries its receipt (the bill, amount, date and what became of the money).
          const details = envelope.details;
          setResult({ status: 'failed', message, receipt: details && 'refrenceNumberInfo' in details ? details : null });
        }
      } catch (err) {
        // A session timeout has already moved the customer on; a network failure is tried again.
        if (!stopped && !(err instanceof ApiError)) again();
      }
    };
    void ask();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [paymentSessionId, channel]);

  return result;
}
