import { ErrorCode, type Bilingual } from '@portal/contract';
import { staffMessages, type StaffAccount, type StaffRole } from '@portal/contract/back-office';
import type { Db, Queryable } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuditLog } from './audit-repository.ts';
import { roleChangeRefusal } from './role-grants.ts';
import { requireFreshFactor } from './sign-in.ts';
import { staffRepository, type StaffRow } from './staff-repository.ts';
import type { StaffSessionRef, StaffSessions } from './staff-session-repository.ts';

export const staffAccount = (s: StaffRow & { created_at?: Date }): StaffAccount => ({
  id: s.id,
  email: s.email,
  name: s.display_name,
  roles: s.roles,
  disabled: s.disabled_at !== null,
  locked: s.locked_at !== null,
  createdAt: new Date(s.created_at ?? 0).toISOString(),
});

/** What the audit log keeps of a staff member before and after a change. */
const snapshot = (s: StaffRow) => ({ roles: s.roles, disabled: s.disabled_at !== null, locked: s.locked_at !== null });

interface Deps {
  db: Db;
  audit: AuditLog;
  sessions: StaffSessions;
}

/**
 * Staff accounts as an `iam_admin` manages them (issue 31 §1): roles within the grant rules after a fresh
 * factor, disable (ending every session at once) and enable (which also unlocks). Each change is one
 * transaction with its audit row, before and after.
 */
export class StaffAdmin {
  constructor(private readonly d: Deps) {}

  async list(): Promise<StaffAccount[]> {
    return (await staffRepository.all(this.d.db)).map(staffAccount);
  }

  async setRoles(admin: StaffRow, session: StaffSessionRef, staffId: number, roles: StaffRole[], ip: string): Promise<StaffAccount> {
    await requireFreshFactor(session, this.d.audit, admin, 'staff.roles', ip);
    const wanted = [...new Set(roles)];
    return this.change(admin, staffId, 'staff.roles', ip, async (before, q) => {
      const refusal = roleChangeRefusal(admin, before.id, before.roles, wanted);
      if (refusal) return refusal;
      await staffRepository.setRoles(q, staffId, wanted);
      return null;
    });
  }

  async setDisabled(admin: StaffRow, staffId: number, disabled: boolean, ip: string): Promise<StaffAccount> {
    return this.change(admin, staffId, disabled ? 'staff.disable' : 'staff.enable', ip, async (_before, q) => {
      if (staffId === admin.id) return staffMessages.ownAccount;
      if (disabled) {
        await staffRepository.disable(q, staffId);
        await this.d.sessions.endAll(staffId, q);
      } else {
        await staffRepository.enable(q, staffId);
      }
      return null;
    });
  }

  /** Reads the staff member under a row lock, applies `apply`, and audits the outcome with before and after. */
  private async change(
    admin: StaffRow,
    staffId: number,
    action: string,
    ip: string,
    apply: (before: StaffRow, q: Queryable) => Promise<Bilingual | null>,
  ): Promise<StaffAccount> {
    const base = { actorStaffId: admin.id, actor: admin.email, action, target: `staff:${staffId}`, ip };
    type Outcome = { after: StaffRow } | { refusal: Bilingual; code: number; before?: StaffRow };
    const result = await this.d.db.tx(async (q): Promise<Outcome> => {
      const before = await staffRepository.forChange(q, staffId);
      if (!before) return { refusal: staffMessages.staffNotFound, code: ErrorCode.NotFound };
      const refusal = await apply(before, q);
      if (refusal) return { refusal, code: ErrorCode.Unauthorized, before };
      const after = (await staffRepository.byId(q, staffId))!;
      await this.d.audit.append({ ...base, outcome: 'ok', detail: { before: snapshot(before), after: snapshot(after) } }, q);
      return { after };
    });
    if ('after' in result) return staffAccount(result.after);
    await this.d.audit.append({
      ...base,
      outcome: 'refused',
      detail: { why: result.refusal.en, ...(result.before ? { before: snapshot(result.before) } : {}) },
    });
    throw new AppError(result.code, result.refusal);
  }
}
