import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { backOfficeCalls } from '@portal/contract/back-office';
import { needsFreshFactor, staffCall } from './staff-call.ts';

/** A fresh authenticator code inside the session: reveals and role changes ask for one after five minutes. */
export const useStepUp = () => useMutation({ mutationFn: (code: string) => staffCall(backOfficeCalls.staffStepUp, { code }) });

/**
 * The fresh-factor step of a dialog whose action the server refused for want of one (-2, in `refused`):
 * `asked`, the code being typed, its check, and `submit(send)`, which runs the action, or once the server
 * has asked, checks the code and then runs it again.
 */
export function useFreshFactor(refused: unknown) {
  const stepUp = useStepUp();
  const [code, setCode] = useState('');
  const asked = needsFreshFactor(refused);
  return {
    asked,
    code,
    setCode,
    error: stepUp.error,
    isPending: stepUp.isPending,
    submit: (send: () => void) => (asked ? stepUp.mutate(code, { onSuccess: send }) : send()),
    reset: () => {
      setCode('');
      stepUp.reset();
    },
  };
}

export type FreshFactor = ReturnType<typeof useFreshFactor>;
