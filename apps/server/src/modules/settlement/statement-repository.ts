import type { Queryable } from '../../platform/db.ts';
import type { StatementLine, StatementSource } from '../../adapters/statement-files/statement-layouts.ts';

export interface FileLineRow {
  file_id: number;
  biller_id: number;
  record_type: StatementLine['recordType'];
  reference: string;
  amount_baisa: number;
}

/** The statement files and their lines (migration 043). Biller 0 is the gateway's file. */
export const statementRepository = {
  /** The current file of a source, biller and day, locked: two imports of one day take turns. */
  async current(q: Queryable, source: StatementSource, billerId: number, day: string) {
    const rows = await q.query<{ id: number; sha256: string }>(
      'SELECT id, sha256 FROM settlement_files WHERE source = $1 AND biller_id = $2 AND business_day = $3 AND superseded_at IS NULL FOR UPDATE',
      [source, billerId, day],
    );
    return rows[0];
  },

  async insert(
    q: Queryable,
    f: {
      source: StatementSource;
      billerId: number;
      day: string;
      sha: string;
      content: string;
      total: number;
      staffId: number;
      replaces: number | null;
    },
    lines: readonly StatementLine[],
  ): Promise<number> {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO settlement_files (source, biller_id, business_day, sha256, content, line_count, total_baisa, imported_by, replaces)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [f.source, f.billerId, f.day, f.sha, f.content, lines.length, f.total, f.staffId, f.replaces],
    );
    // One statement for the whole file: a gateway file of a busy day has hundreds of thousands of lines.
    await q.query(
      `INSERT INTO settlement_file_lines (file_id, line_no, record_type, reference, outside_reference, amount_baisa, value_date)
       SELECT $1, n, t, r, o, a, v::date FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::text[]) AS x(n, t, r, o, a, v)`,
      [
        row!.id,
        lines.map((_, i) => i + 1),
        lines.map((l) => l.recordType),
        lines.map((l) => l.reference),
        lines.map((l) => l.outsideReference),
        lines.map((l) => l.amountBaisa),
        lines.map((l) => l.valueDate),
      ],
    );
    return row!.id;
  },

  supersede: (q: Queryable, id: number) => q.query('UPDATE settlement_files SET superseded_at = now() WHERE id = $1', [id]),

  /** The lines of the current files of a day (every source and biller). */
  currentLines: (q: Queryable, day: string) =>
    q.query<FileLineRow & { source: StatementSource }>(
      `SELECT l.file_id, f.source, f.biller_id, l.record_type, l.reference, l.amount_baisa::bigint AS amount_baisa
         FROM settlement_files f JOIN settlement_file_lines l ON l.file_id = f.id
        WHERE f.business_day = $1 AND f.superseded_at IS NULL ORDER BY l.file_id, l.line_no`,
      [day],
    ),

  currentFiles: (q: Queryable, day: string) =>
    q.query<{ id: number; source: StatementSource; biller_id: number; line_count: number; total_baisa: number; imported_at: Date }>(
      `SELECT id, source, biller_id, line_count, total_baisa::bigint AS total_baisa, imported_at FROM settlement_files
        WHERE business_day = $1 AND superseded_at IS NULL ORDER BY source, biller_id`,
      [day],
    ),
};
