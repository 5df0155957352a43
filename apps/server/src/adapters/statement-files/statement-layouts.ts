/**
 * The two statement files of the outside world (issue 32 §2), as documented in docs/settlement-files.md:
 * the card gateway's settlement file and a biller's acknowledgement file. Both are CSV, UTF-8, one header
 * row, integer baisa, dates YYYY-MM-DD, and a last row that totals the file so a truncated file is refused.
 */
export type StatementSource = 'gateway' | 'biller';
export type RecordType = 'CAPTURE' | 'REFUND' | 'FEE' | 'POSTING' | 'REVERSAL';

export interface StatementLine {
  recordType: RecordType;
  /** Ours: the payment id at the gateway, the posting reference (`<payment>:<line>:post`) at a biller. */
  reference: string;
  /** Theirs: the acquirer's reference, the biller's transaction id. */
  outsideReference: string;
  amountBaisa: number;
  valueDate: string;
}

export const LAYOUTS = {
  gateway: {
    header: ['record_type', 'merchant_reference', 'acquirer_reference', 'amount_baisa', 'value_date'],
    records: ['CAPTURE', 'REFUND', 'FEE'],
    trailer: 'NET',
  },
  biller: {
    header: ['record_type', 'posting_reference', 'biller_trx_id', 'amount_baisa', 'accepted_date'],
    records: ['POSTING', 'REVERSAL'],
    trailer: 'TOTAL',
  },
} as const satisfies Record<StatementSource, { header: readonly string[]; records: readonly RecordType[]; trailer: string }>;

const MINUS: ReadonlySet<RecordType> = new Set(['REFUND', 'FEE', 'REVERSAL']);

/** The file's total: the net paid into our account (gateway), the net accepted (biller). */
export const fileTotal = (lines: readonly StatementLine[]): number =>
  lines.reduce((sum, l) => sum + (MINUS.has(l.recordType) ? -l.amountBaisa : l.amountBaisa), 0);

export function formatStatement(source: StatementSource, lines: readonly StatementLine[], day: string): string {
  const layout = LAYOUTS[source];
  const rows = lines.map((l) => [l.recordType, l.reference, l.outsideReference, String(l.amountBaisa), l.valueDate].join(','));
  return [layout.header.join(','), ...rows, [layout.trailer, '', '', String(fileTotal(lines)), day].join(',')].join('\r\n') + '\r\n';
}

export class StatementFormatError extends Error {}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const FIELD = /^[A-Za-z0-9:_-]{1,80}$/;

/** Parses a file of the given layout; throws StatementFormatError naming the first row that does not fit. */
export function parseStatement(source: StatementSource, text: string): { lines: StatementLine[]; total: number } {
  const layout = LAYOUTS[source];
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((r) => r.trim() !== '');
  if (rows[0]?.trim() !== layout.header.join(',')) throw new StatementFormatError('the header row is not the documented one');
  const trailer = rows.at(-1)!.split(',');
  if (rows.length < 2 || trailer[0] !== layout.trailer) throw new StatementFormatError(`the last row is not ${layout.trailer}`);
  const lines = rows.slice(1, -1).map((row, i) => {
    const [recordType, reference, outsideReference, amount, valueDate, ...rest] = row.split(',');
    const at = `row ${i + 2}`;
    if (rest.length || !(layout.records as readonly string[]).includes(recordType!))
      throw new StatementFormatError(`${at}: unknown record`);
    if (!FIELD.test(reference ?? '') || !FIELD.test(outsideReference ?? '')) throw new StatementFormatError(`${at}: bad reference`);
    if (!/^\d{1,12}$/.test(amount ?? '')) throw new StatementFormatError(`${at}: amount is not whole baisa`);
    if (!DATE.test(valueDate ?? '')) throw new StatementFormatError(`${at}: bad date`);
    return {
      recordType: recordType as RecordType,
      reference: reference!,
      outsideReference: outsideReference!,
      amountBaisa: Number(amount),
      valueDate: valueDate!,
    };
  });
  const total = fileTotal(lines);
  if (String(total) !== trailer[3])
    throw new StatementFormatError(`the ${layout.trailer} row says ${trailer[3]}, the lines add up to ${total}`);
  return { lines, total };
}
