import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { backOfficeCalls } from '@portal/contract/back-office';
import { staffCall } from './staff-call.ts';

/** A fresh authenticator code inside the session: reveals and role changes ask for one after five minutes. */
export const useStepUp = () => useMutation({ mutationFn: (code: string) => staffCall(backOfficeCalls.staffStepUp, { code }) });

/**
 * The fresh-factor step of a dialog whose action the server refused for want of one (-2): the code being
 * typed, its check, and `confirm(then)` that checks it and runs the refused action again.
 */
export function useFreshFactor() {
  const stepUp = useStepUp();
  const [code, setCode] = useState('');
  return {
    code,
    setCode,
    error: stepUp.error,
    isPending: stepUp.isPending,
    confirm: (then: () => void) => stepUp.mutate(code, { onSuccess: then }),
    reset: () => {
      setCode('');
      stepUp.reset();
    },
  };
}

export type FreshFactor = ReturnType<typeof useFreshFactor>;
