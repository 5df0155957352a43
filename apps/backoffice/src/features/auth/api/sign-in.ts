import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeCalls } from '@portal/contract/back-office';
import { setCsrfToken, staffCall } from '../../../shared/api/staff-call.ts';
import { meQueryOptions } from './me.ts';

export const usePasswordStep = () =>
  useMutation({ mutationFn: (body: { email: string; password: string }) => staffCall(backOfficeCalls.staffSignIn, body) });

/** The authenticator code: the session cookie is set by the answer, the CSRF token kept in memory. */
export function useCodeStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { signInToken: string; code: string }) => staffCall(backOfficeCalls.staffVerifyCode, body),
    onSuccess: (session) => {
      setCsrfToken(session.csrfToken);
      queryClient.setQueryData(meQueryOptions().queryKey, session);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffCall(backOfficeCalls.staffSignOut, {}),
    onSettled: () => {
      setCsrfToken(undefined);
      queryClient.clear();
    },
  });
}
