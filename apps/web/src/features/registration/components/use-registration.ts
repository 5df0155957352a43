import { ErrorCode, type AuthenticateChallenge } from '@portal/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toApiError } from '@/shared/api/client';
import { showError, showSuccess } from '@/shared/ui/dialogs';
import { addCustomer, type AddCustomerBody } from '../api/add-customer';
import { registrationFlow } from '../flow';

interface Pending {
  body: AddCustomerBody;
  challenge: AuthenticateChallenge;
}

/**
 * Registration (spec 01 §4): submit, a code (-2) opens the dialog, the confirming submit resends the
 * same body with the code. A company goes on to create its password; an individual logs in with codes.
 */
export function useRegistration() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);

  const requestCode = async (body: AddCustomerBody) => {
    try {
      const envelope = await addCustomer(body);
      const details = envelope.details;
      if (envelope.result.errorCode === ErrorCode.OtpRequired && details && 'authenticate' in details) {
        setPending({ body, challenge: details.authenticate });
      } else {
        await showError(toApiError(envelope).text);
      }
    } catch {
      // Network failures are logged by the client; loading stops.
    }
  };

  const verify = async (pin: string) => {
    if (!pending) return false;
    try {
      const { challenge } = pending;
      const envelope = await addCustomer(pending.body, { pin, utr: challenge.utr, otp: challenge.otp });
      if (envelope.result.errorCode === ErrorCode.Conflict) {
        // Registered already, told only once the code proved the mobile: the code is spent, the dialog closes.
        setPending(null);
        void showError(toApiError(envelope).text);
        return true;
      }
      if (envelope.result.errorCode !== ErrorCode.Success) {
        void showError(toApiError(envelope).text);
        return false;
      }
      setPending(null);
      const details = envelope.details;
      if (details && 'passwordGrant' in details) {
        registrationFlow.save({
          customerId: details.customerId,
          legalDocument: details.legalDocument,
          passwordGrant: details.passwordGrant,
        });
        navigate(paths.createPassword, { replace: true });
      } else {
        await showSuccess({ en: envelope.result.errorEDesc, ar: envelope.result.errorADesc });
        navigate(paths.login, { replace: true });
      }
      return true;
    } catch {
      return false;
    }
  };

  const resend = async () => {
    if (pending) await requestCode(pending.body);
  };

  return { challenge: pending?.challenge ?? null, submit: requestCode, verify, resend, cancel: () => setPending(null) };
}
