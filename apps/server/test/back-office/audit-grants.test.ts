import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appRoleStatements, grantAppRole } from '../../src/commands/app-role.ts';
import { migrate } from '../../src/db/migrate.ts';
import { AuditLog } from '../../src/modules/back-office/audit-repository.ts';
import { openPostgres } from '../../src/platform/db.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const onPostgres = process.env.TEST_DB === 'postgres';

describe('the audit log grants (npm run db:app-role)', () => {
  it('refuses names it would have to quote', () => {
    expect(() => appRoleStatements('app; DROP TABLE staff')).toThrow(/not a plain PostgreSQL name/);
    expect(appRoleStatements('portal_app').at(-1)).toBe('REVOKE UPDATE, DELETE, TRUNCATE ON public.staff_audit FROM portal_app');
  });

  it.runIf(!onPostgres)('is refused on the embedded database, which has one user', async () => {
    await expect(grantAppRole(t.db, 'portal_app')).rejects.toThrow(/PostgreSQL only/);
  });

  it.runIf(onPostgres)('lets the application role append to staff_audit but never change or remove a row', async () => {
    const schema = (await t.db.query<{ s: string }>('SELECT current_schema() AS s'))[0]!.s;
    const role = `portal_app_${randomBytes(4).toString('hex')}`;
    const password = randomBytes(12).toString('hex');
    await t.db.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
    try {
      await expect(grantAppRole(t.db, 'no_such_role_x')).rejects.toThrow(/no database role/);
      await grantAppRole(t.db, role, schema);
      // Run twice, as after an upgrade: the audit log must stay append-only.
      await grantAppRole(t.db, role, schema);

      const url = new URL(process.env.DATABASE_URL!);
      url.username = role;
      url.password = password;
      const app = await openPostgres(url.toString(), { searchPath: schema, max: 1 });
      try {
        // The server's start (migrations already applied by the owner) and its ordinary writes work.
        await migrate(app);
        await new AuditLog(app).append({ actorStaffId: null, actor: 'test', action: 'grants.check', outcome: 'ok' });
        await app.query(`UPDATE staff SET updated_at = now() WHERE id = -1`);
        const [last] = await app.query<{ seq: string }>('SELECT seq FROM staff_audit ORDER BY seq DESC LIMIT 1');

        // Refused by the grants, not by the trigger: the role has no right to try.
        await expect(app.query(`UPDATE staff_audit SET actor = 'someone else' WHERE seq = $1`, [last!.seq])).rejects.toThrow(
          /permission denied for table staff_audit/,
        );
        await expect(app.query('DELETE FROM staff_audit WHERE seq = $1', [last!.seq])).rejects.toThrow(
          /permission denied for table staff_audit/,
        );
        await expect(app.query('TRUNCATE staff_audit')).rejects.toThrow(/permission denied for table staff_audit/);
      } finally {
        await app.close();
      }
      // The owner is still stopped by the trigger, the backstop.
      await expect(t.db.query(`DELETE FROM staff_audit WHERE action = 'grants.check'`)).rejects.toThrow(/append-only/);
    } finally {
      await t.db.query(`DROP OWNED BY ${role}`);
      await t.db.query(`DROP ROLE ${role}`);
    }
  });
});
