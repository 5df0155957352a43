import { generateSecret, generateURI, verify } from 'otplib';
import { normalizeDigits } from '@portal/contract';

/** One code either side of now: an authenticator whose clock is 30 s off still signs in. */
const TOLERANCE_SECONDS = 30;

/**
 * The authenticator time step a code proves, or null. A step at or before `lastStep` is refused even
 * when the code is right: the same code must not sign in twice (issue 31 §1). The caller stores the
 * step it accepted, atomically, so two requests with one code cannot both pass.
 */
export async function verifiedStep(secret: string, typed: string, lastStep: number | null): Promise<number | null> {
  const token = normalizeDigits(typed).replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  // otplib's result type covers HOTP too; a TOTP answer names its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export const newTotpSecret = () => generateSecret();

export const totpUri = (secret: string, email: string) => generateURI({ issuer: 'Bill Payment Back Office', label: email, secret });
