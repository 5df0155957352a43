import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import { createFirstAdmin } from '../../src/commands/create-first-admin.ts';
import { verifyAuditChain } from '../../src/modules/back-office/audit-repository.ts';
import { useTestApp } from '../support/test-app.ts';
import { cookieOf, newStaff, signInStaff, staffCall, staffPost, STAFF_PASSWORD } from '../support/staff.ts';

const t = useTestApp();

describe('the staff audit log', () => {
  it('chains every row to the one before; the chain holds after sign-ins, refusals and searches', async () => {
    const auditor = await newStaff(t.db, ['auditor']);
    const client = await signInStaff(t.app, auditor);
    await staffCall(t.app, c.staffSignIn, { email: auditor.email, password: 'not-the-password' });
    await staffCall(t.app, c.searchPayments, { q: 'x' }, { client });
    const report = await verifyAuditChain(t.db);
    expect(report.brokenAt).toBeNull();
    expect(report.rows).toBe(3);

    const log = await staffCall(t.app, c.auditLog, { actor: auditor.email }, { client });
    expect(log.details!.rows.map((r) => r.action)).toEqual(['sign_in.password', 'sign_in', 'sign_in.password']);
    const refused = await staffCall(t.app, c.auditLog, { actor: auditor.email, action: 'sign_in.password' }, { client });
    expect(refused.details!.rows.map((r) => r.outcome)).toEqual(['refused', 'ok']);
  });

  it('refuses UPDATE and DELETE of a row, whoever asks (the trigger behind the grants)', async () => {
    await newStaff(t.db, ['auditor']).then((s) => staffCall(t.app, c.staffSignIn, { email: s.email, password: STAFF_PASSWORD }));
    await expect(t.db.query(`UPDATE staff_audit SET outcome = 'ok'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM staff_audit')).rejects.toThrow(/append-only/);
    expect((await verifyAuditChain(t.db)).brokenAt).toBeNull();
  });

  it('detects a row changed behind the trigger’s back (by the database owner)', async () => {
    const rows = await t.db.query<{ seq: string }>('SELECT seq FROM staff_audit ORDER BY seq');
    const victim = Number(rows[1]!.seq);
    await t.db.query('ALTER TABLE staff_audit DISABLE TRIGGER staff_audit_no_change');
    await t.db.query(`UPDATE staff_audit SET actor = 'someone-else@test.example.om' WHERE seq = $1`, [victim]);
    await t.db.query('ALTER TABLE staff_audit ENABLE TRIGGER staff_audit_no_change');
    expect(await verifyAuditChain(t.db)).toMatchObject({ brokenAt: victim });
  });
});

describe('npm run staff:create (createFirstAdmin)', () => {
  it('makes the first staff administrator, who signs in with what it printed; a second is refused', async () => {
    const admin = await createFirstAdmin(t.db, 'first.admin@test.example.om', 'First Admin');
    expect(admin.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const stored = await t.db.query<{ totp_secret: string; password_hash: string }>(
      'SELECT totp_secret, password_hash FROM staff WHERE email = $1',
      [admin.email],
    );
    expect(stored[0]!.totp_secret).not.toContain(admin.totpSecret); // sealed at rest
    expect(stored[0]!.password_hash).toMatch(/^\$argon2id\$/);

    const first = await staffCall(t.app, c.staffSignIn, { email: admin.email, password: admin.password });
    const res = await staffPost(t.app, c.staffVerifyCode.path, {
      signInToken: first.details!.signInToken,
      code: await generate({ secret: admin.totpSecret }),
    });
    expect(res.json().details.staff).toMatchObject({ roles: ['iam_admin'], permissions: ['staff.manage'] });
    // The staff administrator holds no money rights and cannot search payments.
    const client = { cookie: cookieOf(res.headers['set-cookie']), csrf: res.json().details.csrfToken as string };
    expect((await staffCall(t.app, c.searchPayments, {}, { client })).result.errorCode).toBe(401);

    await expect(createFirstAdmin(t.db, 'second.admin@test.example.om', 'Second Admin')).rejects.toThrow(/already exists/);
    const created = await t.db.query(`SELECT action, actor FROM staff_audit WHERE action = 'staff.create'`);
    expect(created).toEqual([{ action: 'staff.create', actor: 'command:staff:create' }]);
  });
});
