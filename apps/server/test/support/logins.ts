import type { FastifyInstance } from 'fastify';
import { calls, LoginSuccessDetailsSchema, type LoginSuccessDetails, type RequestOf } from '@portal/contract';
import { call, challengeOf, deviceInfo, expectResult, readCode, type CallOptions } from './api.ts';

/** The seeded demo accounts (DESIGN §6; src/db/seed/customers.ts). */
export const DEMO = {
  individual: { mobile: '96890000001', documentNo: '12345678' },
  otherIndividual: { mobile: '96890000002', documentNo: '23456789' },
  company: { userName: 'muscattrading', password: 'Muscat#2026', mobile: '96890000010', documentNo: '1234567' },
  forcedCompany: { userName: 'newcompany1', password: 'Temp#2026x', mobile: '96890000011', documentNo: '7654321' },
} as const;

type LoginBody = RequestOf<typeof calls.login>;

export function loginBody(userName: string, password = '', authenticate?: { utr: string; pin: string }): LoginBody {
  return {
    deviceInfo,
    credentials: { userName, password },
    token: '',
    ...(authenticate ? { authenticate: { ...authenticate, otp: null }, custInfo: null } : {}),
  };
}

/** An individual's first step: the mobile number, answered by -2 and a texted code. */
export async function requestLoginCode(app: FastifyInstance, mobile: string, opts?: CallOptions) {
  return challengeOf(await call(app, calls.login, loginBody(mobile), opts));
}

export async function loginIndividualDetails(app: FastifyInstance, mobile: string = DEMO.individual.mobile): Promise<LoginSuccessDetails> {
  const { utr } = await requestLoginCode(app, mobile);
  const answer = await call(app, calls.login, loginBody(mobile, '', { utr, pin: await readCode(app, mobile) }));
  expectResult(answer, 0);
  return LoginSuccessDetailsSchema.parse(answer.details);
}

/** Logs the demo individual (or the given mobile) in with the texted code; the session id. */
export async function loginIndividual(app: FastifyInstance, mobile?: string): Promise<string> {
  return (await loginIndividualDetails(app, mobile)).authenticationInfo.sessionID;
}

export async function loginCompanyDetails(
  app: FastifyInstance,
  userName: string = DEMO.company.userName,
  password: string = DEMO.company.password,
): Promise<LoginSuccessDetails> {
  const answer = await call(app, calls.login, loginBody(userName, password));
  expectResult(answer, 0);
  return LoginSuccessDetailsSchema.parse(answer.details);
}

/** Logs the demo company (or the given one) in with its password; the session id. */
export async function loginCompany(app: FastifyInstance, userName?: string, password?: string): Promise<string> {
  return (await loginCompanyDetails(app, userName, password)).authenticationInfo.sessionID;
}

/** 0 while the session lives, -77 once it ended or expired (asked through the KeepAlive call). */
export async function sessionCode(app: FastifyInstance, sessionId: string): Promise<number> {
  return (await call(app, calls.keepAlive, { deviceInfo }, sessionId)).result.errorCode;
}
