import { type AuthenticateChallenge, type Envelope, type LoginDetails, type LoginSuccessDetails } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';

export interface Credentials {
  userName: string;
  password: string;
}

/**
 * Authentication/AjaxAdminLogin. Individuals send their 968 number and an empty password and get a
 * code (-2); confirming sends the same credentials with the typed code. Companies send a password
 * (-9 or -10: a temporary one that must be changed first).
 */
export const login = (credentials: Credentials, code?: { pin: string; challenge: AuthenticateChallenge }) =>
  callApi(calls.login, {
    credentials,
    token: null,
    ...(code ? { authenticate: { pin: code.pin, utr: code.challenge.utr, otp: code.challenge.otp }, custInfo: null } : {}),
  });

/** The signed-in customer of a 0 answer. */
export const signedInAs = (envelope: Envelope<LoginDetails>): LoginSuccessDetails | null =>
  envelope.details && 'customerInfo' in envelope.details ? envelope.details : null;

/** The code challenge of a -2 answer. */
export const loginChallenge = (envelope: Envelope<LoginDetails>): AuthenticateChallenge | null =>
  envelope.details && 'authenticate' in envelope.details ? envelope.details.authenticate : null;
