import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { generate, generateSecret } from 'otplib';
import { envelopeSchema, type CallDef, type DetailsOf, type Envelope, type RequestOf } from '@portal/contract';
import { backOfficeCalls, StaffSessionDetailsSchema, type StaffRole } from '@portal/contract/back-office';
import type { Db } from '../../src/platform/db.ts';
import { hashPassword } from '../../src/platform/passwords.ts';
import { staffRepository } from '../../src/modules/back-office/staff-repository.ts';

const AnyEnvelope = envelopeSchema(z.unknown()).strict();
export const STAFF_PASSWORD = 'Correct-horse-staff-2026';

let sequence = 0;
let passwordHash: Promise<string> | undefined;

export interface TestStaff {
  id: number;
  email: string;
  secret: string;
  /** Authenticator steps this staff member has used so far in the test (each code is good once). */
  used: number;
}

/** A staff member with the given roles and an authenticator secret of their own (the demo staff's are shared by files). */
export async function newStaff(db: Db, roles: StaffRole[]): Promise<TestStaff> {
  const email = `staff${++sequence}.${roles.join('-')}@test.example.om`;
  const secret = generateSecret();
  passwordHash ??= hashPassword(STAFF_PASSWORD);
  const id = await staffRepository.insert(db, {
    email,
    name: `Test ${roles.join(' ')}`,
    roles,
    passwordHash: await passwordHash,
    totpSecret: secret,
  });
  return { id, email, secret, used: 0 };
}

/**
 * The authenticator code a staff member's app would show next. The server refuses a step already used,
 * so a second code in the same test is taken from the next 30-second step (within the server's
 * one-step tolerance); a third would need the clock to move.
 */
export async function nextCode(s: TestStaff): Promise<string> {
  const epoch = Math.floor(Date.now() / 1000) + 30 * s.used;
  s.used++;
  return generate({ secret: s.secret, epoch });
}

export interface StaffClient {
  cookie: string;
  csrf: string;
}

export interface StaffCallOptions {
  client?: StaffClient;
  /** Leave the CSRF header off (the cookie still goes). */
  noCsrf?: boolean;
  headers?: Record<string, string>;
}

export async function staffPost(app: FastifyInstance, path: string, body: unknown, opts: StaffCallOptions = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
  if (opts.client) {
    headers.cookie = opts.client.cookie;
    if (!opts.noCsrf) headers['x-csrf-token'] = opts.client.csrf;
  }
  return app.inject({ method: 'POST', url: `/api/${path}`, payload: JSON.stringify(body), headers });
}

/** A back-office call, asserting HTTP 200 and the envelope's shape. */
export async function staffCall<C extends CallDef>(
  app: FastifyInstance,
  def: C,
  body: RequestOf<C>,
  opts: StaffCallOptions = {},
): Promise<Envelope<DetailsOf<C>>> {
  const res = await staffPost(app, def.path, body, opts);
  expect(res.statusCode, res.body).toBe(200);
  return AnyEnvelope.parse(res.json()) as Envelope<DetailsOf<C>>;
}

/** The cookie pair `name=value` the answer set, for the next request's Cookie header. */
export function cookieOf(setCookie: string | string[] | undefined): string {
  const line = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!line) throw new Error('no cookie was set');
  return line.split(';')[0]!;
}

/** Password, then the next authenticator code: a signed-in staff client. */
export async function signInStaff(app: FastifyInstance, s: TestStaff, password = STAFF_PASSWORD): Promise<StaffClient> {
  const first = await staffCall(app, backOfficeCalls.staffSignIn, { email: s.email, password });
  expect(first.result.errorCode, first.result.errorEDesc).toBe(0);
  const res = await staffPost(app, backOfficeCalls.staffVerifyCode.path, {
    signInToken: first.details!.signInToken,
    code: await nextCode(s),
  });
  const answer = AnyEnvelope.parse(res.json());
  expect(answer.result.errorCode, answer.result.errorEDesc).toBe(0);
  const details = StaffSessionDetailsSchema.parse(answer.details);
  return { cookie: cookieOf(res.headers['set-cookie']), csrf: details.csrfToken };
}

/** A new staff member with these roles, signed in. */
export const signedInStaff = async (t: { app: FastifyInstance; db: Db }, roles: StaffRole[]): Promise<StaffClient> =>
  signInStaff(t.app, await newStaff(t.db, roles));

/** An answer that must have succeeded (result 0, its message shown otherwise), handed on. */
export function answered<T extends { result: { errorCode: number; errorEDesc: string } }>(r: T): T {
  expect(r.result.errorCode, r.result.errorEDesc).toBe(0);
  return r;
}

/** The newest audit rows, newest first. */
export async function auditRows(db: Db, limit = 5) {
  return db.query<{ actor: string; action: string; target: string | null; outcome: string; detail: Record<string, unknown> }>(
    'SELECT actor, action, target, outcome, detail FROM staff_audit ORDER BY seq DESC LIMIT $1',
    [limit],
  );
}
