import { type AuthenticateChallenge, type Envelope } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callApi } from '@/shared/api/client';

export interface ResetAccount {
  userName: string;
  documentNo: string;
}

/** Authentication/forgotpassword without a code: request or resend; -2 means a code was sent. */
export const requestPasswordReset = (account: ResetAccount) =>
  callApi(calls.forgotPassword, {
    customerInfo: { userName: account.userName },
    legalDocument: { documentNo: account.documentNo },
  });

/** The same call with the typed code: 0 answers the grant that CreatePassword must present. */
export const verifyPasswordReset = (account: ResetAccount, pin: string, challenge: AuthenticateChallenge) =>
  callApi(calls.forgotPassword, {
    customerInfo: { userName: account.userName },
    legalDocument: { documentNo: account.documentNo },
    authenticate: { pin, utr: challenge.utr, otp: challenge.otp },
  });

type ResetDetails = Awaited<ReturnType<typeof requestPasswordReset>> extends Envelope<infer D> ? D : never;

/** The code challenge of a -2 answer. */
export const challengeIn = (envelope: Envelope<ResetDetails>): AuthenticateChallenge | null =>
  envelope.details && 'authenticate' in envelope.details ? envelope.details.authenticate : null;

/** The grant of a 0 answer to a verified code. */
export const grantIn = (envelope: Envelope<ResetDetails>): string | null =>
  envelope.details && 'passwordGrant' in envelope.details ? envelope.details.passwordGrant : null;
