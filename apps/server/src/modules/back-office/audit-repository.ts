import type { z } from 'zod';
import type { AuditLogRequestSchema, AuditRowSchema } from '@portal/contract/back-office';
import type { Db, Queryable } from '../../platform/db.ts';
import { sha256 } from '../../platform/crypto.ts';

export interface AuditEntry {
  actorStaffId: number | null;
  /** The staff member's e-mail, or what a refused caller claimed (an e-mail typed, `anonymous`, `customer`). */
  actor: string;
  action: string;
  target?: string | null;
  outcome: 'ok' | 'refused' | 'failed';
  ip?: string | null;
  detail?: Record<string, unknown>;
}

const GENESIS = '0'.repeat(64);
// Appends from several servers take turns, so each row names the row before it.
const CHAIN_LOCK = 20261128;

/** The text a row's hash covers: its content and the previous row's hash, in a fixed order. */
function chained(prevHash: string, at: string, e: Required<Omit<AuditEntry, 'detail'>> & { detail: unknown }): string {
  return sha256(JSON.stringify([prevHash, at, e.actorStaffId, e.actor, e.action, e.target, e.outcome, e.ip, canonical(e.detail)]));
}

/** JSON with its keys in order, so the hash does not depend on how jsonb gives an object back. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .filter((k) => o[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The staff audit log (issue 31 §2): append-only (a trigger refuses UPDATE and DELETE), each row's
 * hash over its content and the previous row's hash. `q` puts the row in the caller's transaction, so
 * a staff write and its record commit together.
 */
export class AuditLog {
  constructor(private readonly db: Db) {}

  async append(entry: AuditEntry, q?: Queryable): Promise<void> {
    if (q) return this.appendIn(q, entry);
    await this.db.tx((tx) => this.appendIn(tx, entry));
  }

  private async appendIn(q: Queryable, entry: AuditEntry): Promise<void> {
    if (this.db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock($1)', [CHAIN_LOCK]);
    const last = await q.query<{ hash: string }>('SELECT hash FROM staff_audit ORDER BY seq DESC LIMIT 1');
    const prevHash = last[0]?.hash ?? GENESIS;
    const at = new Date().toISOString();
    const e = { target: null, ip: null, detail: {}, ...entry };
    const hash = chained(prevHash, at, e);
    await q.query(
      `INSERT INTO staff_audit (at, actor_staff_id, actor, action, target, outcome, ip, detail, prev_hash, hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [at, e.actorStaffId, e.actor, e.action, e.target, e.outcome, e.ip, JSON.stringify(e.detail), prevHash, hash],
    );
  }
}

export interface ChainReport {
  rows: number;
  /** The first row whose hash or link does not hold, when any. */
  brokenAt: number | null;
}

interface AuditRow {
  seq: string | number;
  at: Date | string;
  actor_staff_id: number | null;
  actor: string;
  action: string;
  target: string | null;
  outcome: AuditEntry['outcome'];
  ip: string | null;
  detail: unknown;
  prev_hash: string;
  hash: string;
}

/** Walks the chain from the first row (npm run audit:verify), a thousand rows at a time. */
export async function verifyAuditChain(db: Queryable): Promise<ChainReport> {
  let prevHash = GENESIS;
  let rows = 0;
  let after = 0;
  for (;;) {
    const page = await db.query<AuditRow>('SELECT * FROM staff_audit WHERE seq > $1 ORDER BY seq LIMIT 1000', [after]);
    if (!page.length) return { rows, brokenAt: null };
    for (const r of page) {
      const at = new Date(r.at).toISOString();
      const detail = typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail;
      const expected = chained(prevHash, at, { ...r, actorStaffId: r.actor_staff_id, detail });
      if (r.prev_hash !== prevHash || r.hash !== expected) return { rows, brokenAt: Number(r.seq) };
      prevHash = r.hash;
      rows++;
      after = Number(r.seq);
    }
  }
}

const AUDIT_PAGE = 50;
const omanDayStart = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+04:00`) + plusDays * 86_400_000);

/** The auditor's view of the log (issue 31 §2): by actor, action, target and Oman days, newest first. */
export async function queryAudit(
  q: Queryable,
  f: z.infer<typeof AuditLogRequestSchema>,
): Promise<{ rows: z.infer<typeof AuditRowSchema>[]; next: number | null }> {
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (f.actor) where.push(`actor = ${param(f.actor.toLowerCase())}`);
  if (f.action) where.push(`action = ${param(f.action)}`);
  if (f.target) where.push(`target = ${param(f.target)}`);
  if (f.dateFrom) where.push(`at >= ${param(omanDayStart(f.dateFrom).toISOString())}`);
  if (f.dateTo) where.push(`at < ${param(omanDayStart(f.dateTo, 1).toISOString())}`);
  if (f.before) where.push(`seq < ${param(f.before)}`);
  const rows = await q.query<{
    seq: string;
    at: Date;
    actor: string;
    action: string;
    target: string | null;
    outcome: string;
    ip: string | null;
    detail: unknown;
  }>(
    `SELECT seq, at, actor, action, target, outcome, ip, detail FROM staff_audit
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY seq DESC LIMIT ${AUDIT_PAGE + 1}`,
    params,
  );
  const page = rows.slice(0, AUDIT_PAGE).map((r) => ({ ...r, seq: Number(r.seq), at: new Date(r.at).toISOString() }));
  return { rows: page, next: rows.length > AUDIT_PAGE ? page.at(-1)!.seq : null };
}
