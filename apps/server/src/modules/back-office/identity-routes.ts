import type { FastifyInstance } from 'fastify';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import { ErrorCode } from '@portal/contract';
import { staffMessages } from '@portal/contract/back-office';
import { clearStaffCookie, setStaffCookie } from './staff-cookie.ts';
import { registerStaffCall, type StaffCallDeps } from './staff-call.ts';
import type { StaffSignIn } from './sign-in.ts';

/** Sign-in, who am I, step-up, sign-out and one's own sessions (issue 31 §1). */
export function registerStaffIdentity(app: FastifyInstance, deps: StaffCallDeps, signIn: StaffSignIn, config: Config): void {
  const production = config.isProduction;
  const perIp = { rateLimitPerMinute: config.STAFF_SIGN_IN_PER_MINUTE };

  registerStaffCall(app, deps, c.staffSignIn, (body, { ip }) => signIn.password(body.email, body.password, ip), perIp);

  registerStaffCall(
    app,
    deps,
    c.staffVerifyCode,
    async (body, { ip, request, reply }) => {
      const { session, details } = await signIn.code(body.signInToken, body.code, ip);
      setStaffCookie(request, reply, production, session.id, config.STAFF_SESSION_ABSOLUTE_SECONDS);
      return details;
    },
    perIp,
  );

  registerStaffCall(app, deps, c.staffMe, async (_body, { staff, session }) =>
    signIn.details(staff, await deps.sessions.renewCsrf(session.idHash), session.factorAt),
  );

  registerStaffCall(app, deps, c.staffStepUp, async (body, { staff, session, ip }) => ({
    factorAt: (await signIn.stepUp(staff, session, body.code, ip)).toISOString(),
  }));

  registerStaffCall(app, deps, c.staffSignOut, async (_body, { staff, session, ip, request, reply }) => {
    await deps.sessions.end(session.idHash);
    await deps.audit.append({ actorStaffId: staff.id, actor: staff.email, action: 'sign_out', outcome: 'ok', ip });
    clearStaffCookie(request, reply, production);
    return null;
  });

  registerStaffCall(app, deps, c.staffSessions, async (_body, { staff, session }) => ({
    sessions: (await deps.sessions.listLive(staff.id)).map((s) => ({
      id: s.handle,
      createdAt: new Date(s.created_at).toISOString(),
      lastSeenAt: new Date(s.last_seen_at).toISOString(),
      ip: s.ip,
      current: s.id_hash === session.idHash,
    })),
  }));

  registerStaffCall(app, deps, c.staffEndSession, async (body, { staff, ip }) => {
    if (!(await deps.sessions.endOwn(staff.id, body.id))) throw new AppError(ErrorCode.NotFound, staffMessages.noSession);
    await deps.audit.append({ actorStaffId: staff.id, actor: staff.email, action: 'session.end', target: body.id, outcome: 'ok', ip });
    return null;
  });
}
