import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { Bilingual } from '@portal/contract';
import { backOfficeCalls } from '@portal/contract/back-office';
import { setCsrfToken, staffCall, StaffApiError } from '../../../shared/api/staff-call.ts';
import { meQueryOptions } from '../../auth/api/me.ts';

/** The browser's own refusal (prompt closed, timed out, no authenticator), in both languages like the server's. */
const promptFailed: Bilingual = {
  en: 'The passkey prompt was closed or timed out. Try again, or use your authenticator code',
  ar: 'أُغلقت نافذة مفتاح المرور أو انتهت مهلتها. حاول مرة أخرى أو استخدم رمز تطبيق المصادقة',
};

export const passkeysSupported = () => typeof window !== 'undefined' && browserSupportsWebAuthn();

async function inBrowser<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch {
    throw new StaffApiError(0, promptFailed);
  }
}

// The server's options are WebAuthn JSON made by @simplewebauthn/server; the contract checks only the challenge.
const getAnswer = (options: Record<string, unknown>) =>
  inBrowser(() => startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }));
const createAnswer = (options: Record<string, unknown>) =>
  inBrowser(() => startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }));

export const passkeysQueryOptions = () =>
  queryOptions({ queryKey: ['staff', 'passkeys'], queryFn: () => staffCall(backOfficeCalls.passkeys, {}), staleTime: 0 });

export const usePasskeys = () => useQuery(passkeysQueryOptions());

/** Sign-in's second step with a passkey instead of the code: the session cookie is set by the answer. */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (signInToken: string) => {
      const { options } = await staffCall(backOfficeCalls.passkeySignInOptions, { signInToken });
      return staffCall(backOfficeCalls.passkeySignIn, { signInToken, response: await getAnswer(options) });
    },
    onSuccess: (session) => {
      setCsrfToken(session.csrfToken);
      queryClient.setQueryData(meQueryOptions().queryKey, session);
    },
  });
}

/** A passkey as the fresh factor before a reveal, a refund, an approval or a role change. */
export const usePasskeyStepUp = () =>
  useMutation({
    mutationFn: async () => {
      const { options } = await staffCall(backOfficeCalls.passkeyStepUpOptions, {});
      return staffCall(backOfficeCalls.passkeyStepUp, { response: await getAnswer(options) });
    },
  });

export function useRegisterPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { options } = await staffCall(backOfficeCalls.passkeyRegisterOptions, {});
      return staffCall(backOfficeCalls.registerPasskey, { name, response: await createAnswer(options) });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffCall(backOfficeCalls.removePasskey, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey }),
  });
}

/** A passkey made on the invitation page: kept by the server only when the invitation is accepted with it. */
export const useEnrolmentPasskey = () =>
  useMutation({
    mutationFn: async ({ token, name }: { token: string; name: string }) => {
      const { options } = await staffCall(backOfficeCalls.invitationPasskeyOptions, { token });
      return { name, response: await createAnswer(options) };
    },
  });

export type EnrolmentPasskey = Awaited<ReturnType<ReturnType<typeof useEnrolmentPasskey>['mutateAsync']>>;
