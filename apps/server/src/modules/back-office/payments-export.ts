import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ExportPaymentsRequest } from '@portal/contract/back-office';
import type { Queryable } from '../../platform/db.ts';
import { maskMobile } from './masking.ts';
import { searchPayments } from './payment-search-repository.ts';

/** Rows read per query while the file streams: memory holds one page, never the file. */
const EXPORT_PAGE = 1000;

const COLUMNS = [
  'reference',
  'payment_id',
  'created_oman',
  'state',
  'method',
  'kind',
  'total_omr',
  'refunded_omr',
  'billers',
  'billers_ar',
  'mobile',
];

/** "2026-11-28 21:30:05": Oman's clock (UTC+4, no daylight saving), so a day in the file is an Oman day. */
const omanTime = (iso: string) => new Date(Date.parse(iso) + 4 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The search's rows, page after page by its own keyset, as CSV records. */
async function* exportRecords(q: Queryable, req: ExportPaymentsRequest, reveal: boolean): AsyncGenerator<string[]> {
  const showMobile = reveal ? (m: string | null) => m : maskMobile;
  let after: string | undefined;
  do {
    const page = await searchPayments(q, { ...req, limit: EXPORT_PAGE, ...(after ? { after } : {}) }, showMobile);
    for (const r of page.rows)
      yield [
        r.referenceNumber,
        r.id,
        omanTime(r.createdAt),
        r.state,
        r.method,
        r.kind,
        r.totalOmr,
        r.refundedOmr,
        r.billers.map((b) => b.en).join(' | '),
        r.billers.map((b) => b.ar).join(' | '),
        r.maskedMobile ?? '',
      ];
    after = page.next ?? undefined;
  } while (after);
}

/**
 * The current search as CSV (issue 31 §7): UTF-8 with a byte-order mark (so a spreadsheet reads the
 * Arabic as Arabic), amounts in OMR with 3 decimals, the mobile masked unless `reveal`. Streamed: the
 * caller sends it as it is written.
 */
export function paymentsCsv(q: Queryable, req: ExportPaymentsRequest, reveal: boolean, onError: (err: Error) => void) {
  // pipeline, not pipe: a query failing mid-file ends the response instead of leaving it open.
  return pipeline(Readable.from(exportRecords(q, req, reveal)), stringify({ bom: true, header: true, columns: COLUMNS }), (err) => {
    if (err) onError(err);
  });
}
