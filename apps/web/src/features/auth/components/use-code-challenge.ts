import { ErrorCode, type AuthenticateChallenge, type Envelope } from '@portal/contract';
import { useState } from 'react';
import { refuse, useCallMutation } from '@/shared/api/use-call-mutation';

interface CodeCalls<D, Earned> {
  /** The challenge the page before stored when it asked for the code. */
  first: AuthenticateChallenge;
  verify: (pin: string, challenge: AuthenticateChallenge) => Promise<Envelope<D>>;
  /** What a 0 answer must carry (the signed-in customer, the reset grant). */
  earned: (envelope: Envelope<D>) => Earned | null;
  onVerified: (earned: Earned) => void;
  /** The first call again, which answers -2 with a new challenge. */
  resend: () => Promise<Envelope<D>>;
  challengeIn: (envelope: Envelope<D>) => AuthenticateChallenge | null;
  /** Keeps the new challenge, so that a reload of the code page still verifies against it. */
  onResent: (challenge: AuthenticateChallenge) => void;
}

/**
 * The code pages of sign-in and password reset differ only in their calls and in what a good code earns.
 * A 0 answer without what it should carry is shown as a refusal and the boxes wait for the next code; the
 * challenge a resend brings replaces the first, as the next code belongs to it. Spread into CodeCard.
 */
export function useCodeChallenge<D, Earned>({ first, verify, earned, onVerified, resend, challengeIn, onResent }: CodeCalls<D, Earned>) {
  const [challenge, setChallenge] = useState(first);
  const verifying = useCallMutation(
    (pin: string) => verify(pin, challenge),
    {
      [ErrorCode.Success]: (envelope) => {
        const got = earned(envelope);
        if (!got) {
          refuse(envelope);
          return false;
        }
        onVerified(got);
        return true;
      },
    },
    false,
  );
  const resending = useCallMutation(
    () => resend(),
    {
      [ErrorCode.OtpRequired]: (envelope) => {
        const next = challengeIn(envelope);
        if (!next) return refuse(envelope);
        onResent(next);
        setChallenge(next);
      },
    },
    undefined,
  );
  return { challenge, onVerify: verifying.send, onResend: () => resending.send(undefined) };
}
