import type { FastifyBaseLogger, FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, type CallDef, type DetailsOf, type ParsedRequestOf } from '@portal/contract';
import { permissionsOf, staffMessages, type StaffRole } from '@portal/contract/back-office';
import { ok } from '../../platform/envelope.ts';
import { AppError, invalidInput } from '../../platform/errors.ts';
import { describeIssue } from '../../platform/calls.ts';
import { safeEqualHex, sha256 } from '../../platform/crypto.ts';
import type { AuditLog } from './audit-repository.ts';
import { readStaffCookie } from './staff-cookie.ts';
import { staffRepository, type StaffRow } from './staff-repository.ts';
import type { StaffSessionRef, StaffSessions } from './staff-session-repository.ts';
import type { Db } from '../../platform/db.ts';

export interface StaffContext {
  ip: string;
  log: FastifyBaseLogger;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Set on staff calls; absent on the two public sign-in steps. */
  staff: StaffRow;
  session: StaffSessionRef;
}

export interface StaffCallDeps {
  db: Db;
  sessions: StaffSessions;
  audit: AuditLog;
  production: boolean;
}

type StaffHandler<C extends CallDef> = (body: ParsedRequestOf<C>, ctx: StaffContext) => Promise<DetailsOf<C> | null>;
type PublicHandler<C extends CallDef> = (
  body: ParsedRequestOf<C>,
  ctx: Omit<StaffContext, 'staff' | 'session'>,
) => Promise<DetailsOf<C> | null>;

export const noStaffSession = () => new AppError(ErrorCode.SessionTimeOut, staffMessages.noSession);
export const notAllowed = () => new AppError(ErrorCode.Unauthorized, staffMessages.notAllowed);

/** Calls that only read who is signed in and hand out the CSRF token: the page asks them before it holds one. */
const READS_TOKEN = new Set(['BackOffice/Me']);

/**
 * Registers one back-office call: POST /api/BackOffice/<name>, its body checked by the contract, then
 * for staff calls the session cookie, the CSRF header and the call's permission (issue 31). Each refusal
 * after the body check is written to the audit log, so probing the back office leaves a trace.
 */
export function registerStaffCall<C extends CallDef>(
  app: FastifyInstance,
  deps: StaffCallDeps,
  call: C,
  handler: C['access'] extends 'staff' ? StaffHandler<C> : PublicHandler<C>,
  /** `raw`: the handler sends the answer itself (a streamed file), so no envelope is added. */
  options: { rateLimitPerMinute?: number; raw?: boolean } = {},
): void {
  const config: FastifyContextConfig = options.rateLimitPerMinute
    ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
    : {};
  app.post(`/api/${call.path}`, { config }, async (request, reply) => {
    const parsed = call.request.safeParse(request.body ?? undefined);
    if (!parsed.success) throw invalidInput(describeIssue(parsed.error));
    const base = { ip: request.ip, log: request.log, request, reply };
    if (call.access !== 'staff') {
      return ok((await (handler as PublicHandler<C>)(parsed.data as ParsedRequestOf<C>, base)) ?? null);
    }
    const { staff, session } = await authorise(deps, call, request);
    const out = await (handler as StaffHandler<C>)(parsed.data as ParsedRequestOf<C>, { ...base, staff, session });
    return options.raw ? reply : ok(out ?? null);
  });
}

async function authorise(
  deps: StaffCallDeps,
  call: CallDef,
  request: FastifyRequest,
): Promise<{ staff: StaffRow; session: StaffSessionRef }> {
  const refuse = async (why: string, staff?: StaffRow) => {
    await deps.audit.append({
      actorStaffId: staff?.id ?? null,
      actor: staff?.email ?? (request.headers['x-sessionid'] ? 'customer' : 'anonymous'),
      action: 'permission.refused',
      target: call.path,
      outcome: 'refused',
      ip: request.ip,
      detail: { why, ...(call.permission ? { permission: call.permission } : {}) },
    });
  };
  const cookie = readStaffCookie(request, deps.production);
  const session = cookie ? await deps.sessions.resolve(cookie) : undefined;
  if (!session) {
    await refuse(cookie ? 'session ended or expired' : 'no staff session');
    throw noStaffSession();
  }
  const staff = (await staffRepository.byId(deps.db, session.staffId))!;
  if (!READS_TOKEN.has(call.path)) {
    const sent = request.headers['x-csrf-token'];
    if (typeof sent !== 'string' || !safeEqualHex(sha256(sent), session.csrfHash)) {
      await refuse('missing or wrong CSRF token', staff);
      throw new AppError(ErrorCode.Unauthorized, staffMessages.csrf);
    }
  }
  if (call.permission && call.permission !== 'signed_in' && !permissionsOf(staff.roles as StaffRole[]).includes(call.permission)) {
    await refuse('role lacks the permission', staff);
    throw notAllowed();
  }
  return { staff, session };
}
