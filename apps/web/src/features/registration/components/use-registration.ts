import { ErrorCode, type AuthenticateChallenge } from '@portal/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { refuse, serverText, useCallMutation } from '@/shared/api/use-call-mutation';
import { showSuccess } from '@/shared/ui/dialogs';
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

  const requesting = useCallMutation(
    addCustomer,
    {
      [ErrorCode.OtpRequired]: (envelope, body) => {
        const details = envelope.details;
        if (!details || !('authenticate' in details)) return refuse(envelope);
        setPending({ body, challenge: details.authenticate });
      },
    },
    undefined,
  );

  const verifying = useCallMutation(
    (pin: string) => addCustomer(pending!.body, { pin, utr: pending!.challenge.utr, otp: pending!.challenge.otp }),
    {
      // Registered already, told only once the code proved the mobile: the code is spent, the dialog closes.
      [ErrorCode.Conflict]: (envelope) => {
        setPending(null);
        refuse(envelope);
        return true;
      },
      [ErrorCode.Success]: async (envelope) => {
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
          await showSuccess(serverText(envelope));
          navigate(paths.login, { replace: true });
        }
        return true;
      },
    },
    false,
  );
  const requestCode = requesting.send;
  const verify = async (pin: string) => (pending ? verifying.send(pin) : false);

  const resend = async () => {
    if (pending) await requestCode(pending.body);
  };

  return {
    challenge: pending?.challenge ?? null,
    submit: requestCode,
    busy: requesting.busy,
    verify,
    resend,
    cancel: () => setPending(null),
  };
}
