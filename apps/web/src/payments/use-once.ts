import { useRef } from 'react';
import { NetworkError } from '@/shared/api/client';
import { i18n } from '@/shared/i18n';
import { showError } from '@/shared/ui/dialogs';

/**
 * One payment request at a time: a second press of Verify or Pay while one is under way is ignored (no
 * double payment). A refusal is reported by `report`; a request that got no answer returns `unanswered`
 * when given: for a code that pays, 'keep' (the code stays typed) after saying plainly that the payment
 * may have gone through, so nobody pays twice in the dark (issue 11).
 */
export function useOnce(report: (err: unknown) => void) {
  const busy = useRef(false);
  return async function once<T>(run: () => Promise<T>, fallback: T, unanswered: T = fallback): Promise<T> {
    if (busy.current) return fallback;
    busy.current = true;
    try {
      return await run();
    } catch (err) {
      if (err instanceof NetworkError && unanswered !== fallback) {
        void showError(i18n.t('network.paymentUnknown'), i18n.t('network.paymentUnknownTitle'));
        return unanswered;
      }
      report(err);
      return fallback;
    } finally {
      busy.current = false;
    }
  };
}
