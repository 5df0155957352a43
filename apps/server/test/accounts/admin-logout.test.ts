import { describe, expect, it } from 'vitest';
import { calls, messages } from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { loginCompany, loginIndividual, sessionCode } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const logout = (sessionId?: string) => call(t.app, calls.logout, { deviceInfo, token: '', custInfo: null }, { sessionId });

describe('Authentication/AdminLogout', () => {
  it('ends the session on the server: afterwards it answers -77', async () => {
    const sessionId = await loginIndividual(t.app);
    expect(await sessionCode(t.app, sessionId)).toBe(0);
    expectResult(await logout(sessionId), 0, messages.loggedOut);
    expect(await sessionCode(t.app, sessionId)).toBe(-77);
  });

  it('ends only that session', async () => {
    const first = await loginCompany(t.app);
    const second = await loginCompany(t.app);
    expectResult(await logout(first), 0);
    expect(await sessionCode(t.app, first)).toBe(-77);
    expect(await sessionCode(t.app, second)).toBe(0);
  });

  it('answers 0 without a session, and again for a session already ended', async () => {
    expectResult(await logout(), 0, messages.loggedOut);
    const sessionId = await loginCompany(t.app);
    expectResult(await logout(sessionId), 0);
    expectResult(await logout(sessionId), 0);
    expect(await sessionCode(t.app, sessionId)).toBe(-77);
  });
});

describe('Authentication/KeepAlive', () => {
  it('answers 0 with a live session and -77 without one', async () => {
    expect(await sessionCode(t.app, await loginCompany(t.app))).toBe(0);
    expectResult(await call(t.app, calls.keepAlive, { deviceInfo }), -77, messages.sessionTimeout);
  });

  it('answers -77 once the absolute lifetime has passed, however active the session', async () => {
    const sessionId = await loginCompany(t.app);
    await t.db.query(`UPDATE sessions SET absolute_expires_at = now() - interval '1 second' WHERE ended_at IS NULL`);
    expect(await sessionCode(t.app, sessionId)).toBe(-77);
  });
});
