import {
  calls,
  ErrorCode,
  type AuthenticateChallenge,
  type Bilingual,
  type Envelope,
  type LoginDetails,
  type LoginSuccessDetails,
} from '@portal/contract';
import { callApi, toApiError } from '@/shared/api/client';

/** What a login answer means for the screen (spec 01 §4 Login). */
export type LoginOutcome =
  | { kind: 'signedIn'; details: LoginSuccessDetails }
  | { kind: 'code'; challenge: AuthenticateChallenge }
  | { kind: 'forceChange' }
  | { kind: 'error'; text: Bilingual };

function outcomeOf(envelope: Envelope<LoginDetails>): LoginOutcome {
  const { errorCode } = envelope.result;
  const details = envelope.details;
  if (errorCode === ErrorCode.Success && details && 'customerInfo' in details) return { kind: 'signedIn', details };
  if (errorCode === ErrorCode.OtpRequired && details && 'authenticate' in details) return { kind: 'code', challenge: details.authenticate };
  if (errorCode === ErrorCode.ForceChangePassword || errorCode === ErrorCode.ForceChangePasswordAlt) return { kind: 'forceChange' };
  return { kind: 'error', text: toApiError(envelope).text };
}

/**
 * Authentication/AjaxAdminLogin. Individuals send their 968 number and an empty password and get a
 * code (-2); confirming sends the same credentials with the typed code. Companies send a password.
 */
export async function login(
  credentials: { userName: string; password: string },
  code?: { pin: string; challenge: AuthenticateChallenge },
): Promise<LoginOutcome> {
  const envelope = await callApi(calls.login, {
    credentials,
    token: null,
    ...(code ? { authenticate: { pin: code.pin, utr: code.challenge.utr, otp: code.challenge.otp }, custInfo: null } : {}),
  });
  return outcomeOf(envelope);
}
