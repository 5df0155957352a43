import type { ComplaintStatus } from '@portal/contract';
import type { Queryable } from '../../platform/db.ts';
import type { CheckedAttachment } from './attachments.ts';

/** One step of a complaint's story: raised, a status, a note or reply, a refund, a reminder. */
export interface EventRow {
  id: number;
  at: Date;
  kind: 'raised' | 'status' | 'note' | 'reply' | 'refund' | 'reminder';
  actor: string;
  status: ComplaintStatus | null;
  text: string | null;
  customer_sees: boolean;
}

/** What a complaint gathers as it goes: its events (who did what, and what the customer sees) and its files. */
export const complaintTrail = {
  async addEvent(
    q: Queryable,
    e: {
      complaintId: number;
      kind: EventRow['kind'];
      staffId: number | null;
      actor: string;
      status?: ComplaintStatus | null;
      text?: string | null;
      customerSees: boolean;
      at?: Date;
    },
  ): Promise<number> {
    const [r] = await q.query<{ id: number }>(
      `INSERT INTO complaint_events (complaint_id, kind, staff_id, actor, status, text, customer_sees, at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, coalesce($8, now())) RETURNING id`,
      [e.complaintId, e.kind, e.staffId, e.actor, e.status ?? null, e.text ?? null, e.customerSees, e.at ?? null],
    );
    return Number(r!.id);
  },

  async events(q: Queryable, complaintId: number, customerOnly: boolean): Promise<EventRow[]> {
    return q.query<EventRow>(
      `SELECT id, at, kind, actor, status, text, customer_sees FROM complaint_events
        WHERE complaint_id = $1${customerOnly ? ' AND customer_sees' : ''} ORDER BY id`,
      [complaintId],
    );
  },

  async event(q: Queryable, id: number): Promise<EventRow | undefined> {
    const [r] = await q.query<EventRow>('SELECT id, at, kind, actor, status, text, customer_sees FROM complaint_events WHERE id = $1', [
      id,
    ]);
    return r;
  },

  async addAttachments(q: Queryable, complaintId: number, files: CheckedAttachment[]): Promise<void> {
    for (const f of files) {
      await q.query(
        `INSERT INTO complaint_attachments (complaint_id, file_name, content_type, bytes, sha256, content) VALUES ($1, $2, $3, $4, $5, $6)`,
        [complaintId, f.fileName, f.contentType, f.bytes.length, f.sha256, f.bytes],
      );
    }
  },

  async attachments(q: Queryable, complaintId: number) {
    const rows = await q.query<{ id: number; file_name: string; content_type: string; bytes: number }>(
      'SELECT id, file_name, content_type, bytes FROM complaint_attachments WHERE complaint_id = $1 ORDER BY id',
      [complaintId],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      fileName: r.file_name,
      contentType: r.content_type as CheckedAttachment['contentType'],
      bytes: Number(r.bytes),
    }));
  },

  async attachmentContent(q: Queryable, complaintId: number, id: number) {
    const [r] = await q.query<{ file_name: string; content_type: string; content: Uint8Array }>(
      'SELECT file_name, content_type, content FROM complaint_attachments WHERE complaint_id = $1 AND id = $2',
      [complaintId, id],
    );
    return r;
  },
};
