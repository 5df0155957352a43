import type { Db } from '../platform/db.ts';

/** A PostgreSQL identifier we write into SQL ourselves: plain lower-case names only, so nothing needs quoting. */
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The statements that give the application's database role what the server needs and no more (issue 31
 * §2, decision 048): read and write every table, but on `staff_audit` only read and append. Migrations
 * run as the tables' owner, who keeps every right (and the trigger of migration 017 stays as the backstop
 * against the owner); the server then connects as this role. Safe to run again: after each upgrade it
 * grants the new tables too. The role must exist (its password is the database administrator's business).
 */
export function appRoleStatements(role: string, schema = 'public'): string[] {
  for (const name of [role, schema]) if (!IDENTIFIER.test(name)) throw new Error(`not a plain PostgreSQL name: ${name}`);
  return [
    `GRANT USAGE ON SCHEMA ${schema} TO ${role}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${role}`,
    `GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${role}`,
    // Last, so a rerun after the broad grant above still leaves the audit log append-only for the server.
    `REVOKE UPDATE, DELETE, TRUNCATE ON ${schema}.staff_audit FROM ${role}`,
  ];
}

/** Runs the grants in one transaction; refused on the embedded database, which has a single user. */
export async function grantAppRole(db: Db, role: string, schema = 'public'): Promise<string[]> {
  if (db.kind !== 'postgres') throw new Error('database roles exist on PostgreSQL only; the embedded database has one user');
  const statements = appRoleStatements(role, schema);
  const exists = await db.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  if (!exists.length) throw new Error(`no database role ${role}: CREATE ROLE ${role} LOGIN PASSWORD '…' first`);
  await db.tx(async (q) => {
    for (const s of statements) await q.query(s);
  });
  return statements;
}
