import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contract';
import { backOfficeCalls as c, staffMessages } from '@portal/contract/back-office';
import { loginIndividual } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';
import { auditRows, cookieOf, newStaff, nextCode, signInStaff, staffCall, staffPost, STAFF_PASSWORD } from '../support/staff.ts';

const t = useTestApp();

describe('BackOffice/SignIn and VerifyCode: staff identity apart from customers', () => {
  it('gives no session for the password alone, and none for a customer session', async () => {
    const agent = await newStaff(t.db, ['support_agent']);
    const res = await staffPost(t.app, c.staffSignIn.path, { email: agent.email, password: STAFF_PASSWORD });
    expect(res.json().result.errorCode).toBe(0);
    expect(res.headers['set-cookie']).toBeUndefined();
    const me = await staffCall(t.app, c.staffMe, {});
    expect(me.result).toMatchObject({
      errorCode: ErrorCode.SessionTimeOut,
      errorEDesc: staffMessages.noSession.en,
      errorADesc: staffMessages.noSession.ar,
    });
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      actor: 'anonymous',
      action: 'permission.refused',
      target: 'BackOffice/Me',
      outcome: 'refused',
    });

    const customer = await loginIndividual(t.app);
    const search = await staffCall(t.app, c.searchPayments, {}, { headers: { 'x-sessionid': customer } });
    expect(search.result.errorCode).toBe(ErrorCode.SessionTimeOut);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      actor: 'customer',
      action: 'permission.refused',
      target: 'BackOffice/SearchPayments',
    });
  });

  it('opens a session with the authenticator code, in an HttpOnly SameSite=Strict cookie', async () => {
    const agent = await newStaff(t.db, ['support_agent']);
    const first = await staffCall(t.app, c.staffSignIn, { email: agent.email, password: STAFF_PASSWORD });
    const res = await staffPost(t.app, c.staffVerifyCode.path, { signInToken: first.details!.signInToken, code: await nextCode(agent) });
    const cookie = String(res.headers['set-cookie']);
    // Plain HTTP outside production: the same cookie without the __Host- prefix, which needs Secure.
    expect(cookie).toMatch(/^bo_session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=36000$/);
    const me = await staffCall(t.app, c.staffMe, {}, { client: { cookie: cookieOf(res.headers['set-cookie']), csrf: '' }, noCsrf: true });
    expect(me.details).toMatchObject({
      staff: { email: agent.email, roles: ['support_agent'], permissions: ['payments.search', 'payments.view', 'notes.add'] },
    });
    expect((await auditRows(t.db, 1))[0]).toMatchObject({ actor: agent.email, action: 'sign_in', outcome: 'ok' });
  });

  it('names the cookie __Host- and marks it Secure over HTTPS', async () => {
    const agent = await newStaff(t.db, ['support_agent']);
    const first = await staffCall(t.app, c.staffSignIn, { email: agent.email, password: STAFF_PASSWORD });
    const res = await staffPost(
      t.app,
      c.staffVerifyCode.path,
      { signInToken: first.details!.signInToken, code: await nextCode(agent) },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(String(res.headers['set-cookie'])).toMatch(
      /^__Host-bo_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/,
    );
  });

  it('refuses a code used once already (replay), with a bilingual message', async () => {
    const agent = await newStaff(t.db, ['support_agent']);
    const code = await nextCode(agent);
    const one = await staffCall(t.app, c.staffSignIn, { email: agent.email, password: STAFF_PASSWORD });
    expect((await staffCall(t.app, c.staffVerifyCode, { signInToken: one.details!.signInToken, code })).result.errorCode).toBe(0);
    const two = await staffCall(t.app, c.staffSignIn, { email: agent.email, password: STAFF_PASSWORD });
    const replay = await staffCall(t.app, c.staffVerifyCode, { signInToken: two.details!.signInToken, code });
    expect(replay.result).toMatchObject({
      errorCode: ErrorCode.Unauthorized,
      errorEDesc: staffMessages.wrongCode.en,
      errorADesc: staffMessages.wrongCode.ar,
    });
    expect((await auditRows(t.db, 1))[0]).toMatchObject({ actor: agent.email, action: 'sign_in.code', outcome: 'refused' });
  });

  it('locks the account at the 10th wrong password; the right one is refused after', async () => {
    const agent = await newStaff(t.db, ['support_agent']);
    for (let i = 1; i <= 10; i++) {
      const wrong = await staffCall(
        t.app,
        c.staffSignIn,
        { email: agent.email, password: `wrong-${i}` },
        { headers: { 'x-forwarded-for': `10.9.0.${i}` } },
      );
      expect(wrong.result.errorEDesc).toBe(i < 10 ? staffMessages.wrongCredentials.en : staffMessages.locked.en);
    }
    const right = await staffCall(
      t.app,
      c.staffSignIn,
      { email: agent.email, password: STAFF_PASSWORD },
      { headers: { 'x-forwarded-for': '10.9.1.1' } },
    );
    expect(right.result).toMatchObject({ errorCode: ErrorCode.Unauthorized, errorADesc: staffMessages.locked.ar });
  });

  it('refuses a staff call without the CSRF token, and one the role does not grant; both audited', async () => {
    const agent = await newStaff(t.db, ['support_agent']);
    const client = await signInStaff(t.app, agent);
    const noToken = await staffCall(t.app, c.searchPayments, {}, { client, noCsrf: true });
    expect(noToken.result).toMatchObject({ errorCode: ErrorCode.Unauthorized, errorEDesc: staffMessages.csrf.en });
    const denied = await staffCall(t.app, c.auditLog, {}, { client });
    expect(denied.result).toMatchObject({
      errorCode: ErrorCode.Unauthorized,
      errorEDesc: staffMessages.notAllowed.en,
      errorADesc: staffMessages.notAllowed.ar,
    });
    const [last, before] = await auditRows(t.db, 2);
    expect(last).toMatchObject({
      actor: agent.email,
      action: 'permission.refused',
      target: 'BackOffice/AuditLog',
      detail: { permission: 'audit.read' },
    });
    expect(before).toMatchObject({ actor: agent.email, action: 'permission.refused', detail: { why: 'missing or wrong CSRF token' } });
    expect((await staffCall(t.app, c.searchPayments, {}, { client })).result.errorCode).toBe(0);
  });

  it('ends a session idle for 15 minutes, and one past its 10 hours', async () => {
    const agent = await newStaff(t.db, ['support_agent']);
    const idle = await signInStaff(t.app, agent);
    await t.db.query(`UPDATE staff_sessions SET last_seen_at = now() - interval '16 minutes' WHERE staff_id = $1`, [agent.id]);
    expect((await staffCall(t.app, c.staffMe, {}, { client: idle })).result.errorCode).toBe(ErrorCode.SessionTimeOut);

    const lead = await newStaff(t.db, ['support_lead']);
    const old = await signInStaff(t.app, lead);
    await t.db.query(`UPDATE staff_sessions SET absolute_expires_at = now() - interval '1 second' WHERE staff_id = $1`, [lead.id]);
    expect((await staffCall(t.app, c.staffMe, {}, { client: old })).result.errorCode).toBe(ErrorCode.SessionTimeOut);
  });

  it('lists a staff member’s sessions, ends one of them, signs out, and disabling ends them all', async () => {
    const agent = await newStaff(t.db, ['support_agent']);
    const a = await signInStaff(t.app, agent);
    const b = await signInStaff(t.app, agent);
    const listed = await staffCall(t.app, c.staffSessions, {}, { client: a });
    expect(listed.details!.sessions).toHaveLength(2);
    const other = listed.details!.sessions.find((s) => !s.current)!;
    expect((await staffCall(t.app, c.staffEndSession, { id: other.id }, { client: a })).result.errorCode).toBe(0);
    expect((await staffCall(t.app, c.staffMe, {}, { client: b })).result.errorCode).toBe(ErrorCode.SessionTimeOut);
    const out = await staffPost(t.app, c.staffSignOut.path, {}, { client: a });
    expect(String(out.headers['set-cookie'])).toMatch(/^bo_session=; .*Max-Age=0/);
    expect((await staffCall(t.app, c.staffMe, {}, { client: a })).result.errorCode).toBe(ErrorCode.SessionTimeOut);

    const lead = await newStaff(t.db, ['support_lead']);
    const live = await signInStaff(t.app, lead);
    await t.db.query('UPDATE staff SET disabled_at = now() WHERE id = $1', [lead.id]);
    expect((await staffCall(t.app, c.staffMe, {}, { client: live })).result.errorCode).toBe(ErrorCode.SessionTimeOut);
  });
});

describe('the staff sign-in steps per client address', () => {
  const limited = useTestApp({ STAFF_SIGN_IN_PER_MINUTE: 3 });

  it('answers 429 past the limit, counted in the shared store, while another address still signs in', async () => {
    const body = { email: 'nobody@test.example.om', password: 'whatever-it-is' };
    const from = (ip: string) => staffPost(limited.app, c.staffSignIn.path, body, { headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i++) expect((await from('10.20.0.1')).statusCode).toBe(200);
    const over = await from('10.20.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json().result).toMatchObject({ errorCode: ErrorCode.TooManyRequests });
    expect((await from('10.20.0.2')).statusCode).toBe(200);
  });
});

describe('the demo staff (README)', () => {
  const demoOff = useTestApp({ DEMO_MODE: false });
  const demo = { email: 'agent@staff.example.om', password: 'Staff#2026demo' };

  it('sign in with the published password in demo mode, and are refused without it', async () => {
    const on = await staffCall(t.app, c.staffSignIn, demo);
    expect(on.result.errorCode).toBe(0);
    const off = await staffCall(demoOff.app, c.staffSignIn, demo);
    expect(off.result).toMatchObject({ errorCode: ErrorCode.Unauthorized, errorEDesc: staffMessages.wrongCredentials.en });
    expect((await auditRows(demoOff.db, 1))[0]).toMatchObject({
      actor: demo.email,
      outcome: 'refused',
      detail: { why: 'unknown, disabled or demo account' },
    });
  });
});
