import type { RegistrationResponseJSON, WebAuthnCredential } from '@simplewebauthn/server';
import type { RelyingParty } from '../../platform/passkey-settings.ts';

/**
 * @simplewebauthn/server, loaded at the first passkey call rather than at start: its import took a
 * third of a second of every start (issue 36, decision 058) for a staff feature few starts ever use.
 */
export const webauthn = () => import('@simplewebauthn/server');

/**
 * A new passkey's answer checked against our challenge, origin and relying party, with the person verified
 * on the device (both a staff member adding a passkey and an invited one enrolling): the credential, or why not.
 */
export async function verifyNewPasskey(
  response: RegistrationResponseJSON,
  challenge: string,
  rp: RelyingParty,
): Promise<{ credential: WebAuthnCredential } | { why: string }> {
  const verified = await (
    await webauthn()
  )
    .verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    })
    .catch((err: Error) => ({ verified: false as const, why: err.message }));
  if (!verified.verified || !('registrationInfo' in verified) || !verified.registrationInfo)
    return { why: 'why' in verified ? verified.why : 'no registration info' };
  return { credential: verified.registrationInfo.credential };
}
