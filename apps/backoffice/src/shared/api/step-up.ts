import { useMutation } from '@tanstack/react-query';
import { backOfficeCalls } from '@portal/contract/back-office';
import { staffCall } from './staff-call.ts';

/** A fresh authenticator code inside the session: reveals and role changes ask for one after five minutes. */
export const useStepUp = () => useMutation({ mutationFn: (code: string) => staffCall(backOfficeCalls.staffStepUp, { code }) });
