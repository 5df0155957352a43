import type { FastifyInstance } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import type { Config } from '../../platform/config.ts';
import type { StaffPasskeys } from './passkeys.ts';
import type { PasskeyRegistrations } from './passkey-registration.ts';
import { setStaffCookie } from './staff-cookie.ts';
import { registerStaffCall, type StaffCallDeps } from './staff-call.ts';

// The contract checks the JSON's shape; the library's types are wider (they admit fields browsers may add).
const asRegistration = (r: unknown) => r as RegistrationResponseJSON;
const asAuthentication = (r: unknown) => r as AuthenticationResponseJSON;

/** Passkey sign-in, step-up and one's own passkeys (decision 054). */
export function registerStaffPasskeys(
  app: FastifyInstance,
  deps: StaffCallDeps,
  passkeys: StaffPasskeys,
  registrations: PasskeyRegistrations,
  config: Config,
): void {
  const perIp = { rateLimitPerMinute: config.STAFF_SIGN_IN_PER_MINUTE };

  registerStaffCall(app, deps, c.passkeySignInOptions, (body, { ip }) => passkeys.signInOptions(body.signInToken, ip), perIp);
  registerStaffCall(
    app,
    deps,
    c.passkeySignIn,
    async (body, { ip, request, reply }) => {
      const { session, details } = await passkeys.signIn(body.signInToken, asAuthentication(body.response), ip);
      setStaffCookie(request, reply, config.isProduction, session.id, config.STAFF_SESSION_ABSOLUTE_SECONDS);
      return details;
    },
    perIp,
  );

  registerStaffCall(app, deps, c.passkeys, async (_body, { staff }) => ({ passkeys: await registrations.list(staff) }));
  registerStaffCall(app, deps, c.passkeyRegisterOptions, (_body, { staff, session, ip }) =>
    registrations.registrationOptions(staff, session, ip),
  );
  registerStaffCall(app, deps, c.registerPasskey, (body, { staff, session, ip }) =>
    registrations.register(staff, session, body.name, asRegistration(body.response), ip),
  );
  registerStaffCall(app, deps, c.removePasskey, async (body, { staff, session, ip }) => {
    await registrations.remove(staff, session, body.id, ip);
    return null;
  });
  registerStaffCall(app, deps, c.passkeyStepUpOptions, (_body, { staff, session }) => passkeys.stepUpOptions(staff, session));
  registerStaffCall(app, deps, c.passkeyStepUp, async (body, { staff, session, ip }) => ({
    factorAt: (await passkeys.stepUp(staff, session, asAuthentication(body.response), ip)).toISOString(),
  }));
}
