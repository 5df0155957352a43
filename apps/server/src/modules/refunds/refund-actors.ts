import type { Queryable } from '../../platform/db.ts';
import type { AuditLog } from '../back-office/index.ts';
import type { RefundRecord } from './refund-repository.ts';

/** Who acts on a refund: a staff member, or the reconciler (`system`). */
export interface RefundActor {
  id: number | null;
  email: string;
  ip: string | null;
}
export const SYSTEM: RefundActor = { id: null, email: 'system', ip: null };

export type AuditIn = (q: Queryable, actor: RefundActor, action: string, r: RefundRecord, detail: Record<string, unknown>) => Promise<void>;

/**
 * A refund step's audit row, in the step's transaction, under the payment's own target so it joins the
 * payment's timeline; the refund's id is in the detail.
 */
export const auditWriter =
  (audit: AuditLog): AuditIn =>
  (q, actor, action, r, detail) =>
    audit.append(
      {
        actorStaffId: actor.id,
        actor: actor.email,
        action,
        target: `payment:${r.payment_id}`,
        outcome: 'ok',
        ip: actor.ip,
        detail: { refundId: r.id, ...detail },
      },
      q,
    );
