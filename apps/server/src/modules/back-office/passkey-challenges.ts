import { ErrorCode } from '@portal/contract';
import { passkeyMessages } from '@portal/contract/back-office';
import type { Queryable } from '../../platform/db.ts';
import { sha256 } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { passkeyRepository, type ChallengePurpose } from './passkey-repository.ts';

/** How long a challenge may be answered: the browser's prompt times out first (TIMEOUT_MS). */
export const CHALLENGE_SECONDS = 3 * 60;
export const TIMEOUT_MS = 2 * 60 * 1000;

export const passkeyRefused = () => new AppError(ErrorCode.Unauthorized, passkeyMessages.passkeyRefused);

/** WebAuthn's options as the contract carries them: JSON the browser library reads, of which the client reads only the challenge. */
export const asJson = <T extends { challenge: string }>(options: T) => ({ ...options }) as { challenge: string } & Record<string, unknown>;

/** The challenge the browser signed, read from its client data; verification checks it again, with everything else. */
export function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Challenges (decision 054): stored as their hash for one purpose, one member (none for an invitee) and one
 * password step, session or invitation; spent by their first answer, right or wrong; gone after three minutes.
 */
export const challenges = {
  offer: (q: Queryable, challenge: string, purpose: ChallengePurpose, staffId: number | null, boundTo: string) =>
    passkeyRepository.offerChallenge(q, { hash: sha256(challenge), purpose, staffId, boundTo, seconds: CHALLENGE_SECONDS }),
  take: (q: Queryable, challenge: string, purpose: ChallengePurpose, staffId: number | null, boundTo: string) =>
    passkeyRepository.takeChallenge(q, { hash: sha256(challenge), purpose, staffId, boundTo }),
};
