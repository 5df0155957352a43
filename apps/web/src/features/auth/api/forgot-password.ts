import { calls, ErrorCode, type AuthenticateChallenge, type Bilingual } from '@portal/contract';
import { callApi, toApiError } from '@/shared/api/client';

export interface ResetAccount {
  userName: string;
  documentNo: string;
}

type Answer<T> = { ok: true; value: T } | { ok: false; text: Bilingual };

/** Authentication/forgotpassword without a code: request or resend; -2 means a code was sent. */
export async function requestPasswordReset(account: ResetAccount): Promise<Answer<AuthenticateChallenge>> {
  const envelope = await callApi(calls.forgotPassword, {
    customerInfo: { userName: account.userName },
    legalDocument: { documentNo: account.documentNo },
  });
  const details = envelope.details;
  if (envelope.result.errorCode === ErrorCode.OtpRequired && details && 'authenticate' in details)
    return { ok: true, value: details.authenticate };
  return { ok: false, text: toApiError(envelope).text };
}

/** The same call with the typed code: 0 answers the grant that CreatePassword must present. */
export async function verifyPasswordReset(account: ResetAccount, pin: string, challenge: AuthenticateChallenge): Promise<Answer<string>> {
  const envelope = await callApi(calls.forgotPassword, {
    customerInfo: { userName: account.userName },
    legalDocument: { documentNo: account.documentNo },
    authenticate: { pin, utr: challenge.utr, otp: challenge.otp },
  });
  const details = envelope.details;
  if (envelope.result.errorCode === ErrorCode.Success && details && 'passwordGrant' in details)
    return { ok: true, value: details.passwordGrant };
  return { ok: false, text: toApiError(envelope).text };
}
