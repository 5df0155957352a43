import { omanDay } from '@portal/contract';
import { one, type Db } from '../../platform/db.ts';
import { sandboxFaults } from '../sandbox-faults/sandbox-faults.ts';
import { sandboxAcknowledgementForDay } from './sandbox-acknowledgement-file.ts';
import type {
  AcknowledgementFileResult,
  Bill,
  BillerNetwork,
  BillQuery,
  InquiryFailure,
  PostingRequest,
  PostingResult,
  ReversalRequest,
  ReversalResult,
} from './biller-network.ts';
import { billLines, charges, digitsOf, hashOf, issuedBill, issueDateOf, prepaidBill } from './sandbox-bills.ts';
import { SANDBOX_MESSAGES, sandboxCase } from './sandbox-references.ts';
import { tariffOf } from './sandbox-tariffs.ts';

/** The largest prepaid purchase the sandbox billers accept, in baisa. */
const PREPAID_LIMIT = 500_000;
const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A stand-in for the national biller switch (DESIGN §1): deterministic bills for any well-formed
 * reference, documented references for the failure modes (SANDBOX.md), and real state: what is
 * posted stays posted and lowers the next inquiry's due, like a biller's ledger.
 */
export class SandboxBillerNetwork implements BillerNetwork {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async inquire(query: BillQuery): Promise<{ ok: true; bill: Bill } | InquiryFailure> {
    const kase = sandboxCase(query.billingNo);
    if (kase === 'notFound') return { ok: false, reason: 'not_found', message: SANDBOX_MESSAGES.notFound };
    if (kase === 'unavailable') return { ok: false, reason: 'unavailable', message: SANDBOX_MESSAGES.unavailable };
    if (query.serviceType !== 'PostPaid') {
      const amount = query.amount ?? 0;
      if (amount <= 0) return { ok: false, reason: 'invalid', message: SANDBOX_MESSAGES.amountRequired };
      if (amount > PREPAID_LIMIT) return { ok: false, reason: 'invalid', message: SANDBOX_MESSAGES.amountTooHigh };
      return { ok: true, bill: prepaidBill(query, amount) };
    }
    const now = this.clock();
    const issued = issuedBill(query, kase, now);
    const paid = await this.postedSince(query, issueDateOf(now));
    const due = Math.max(0, issued.due - paid);
    const bill: Bill = {
      ...issued,
      due,
      ...charges(query.serviceId, due),
      debtRecovered: Math.min(issued.debtRecovered, due),
      max: issued.allowPartial ? due : 0,
      min: issued.allowPartial ? Math.min(issued.min, due) : 0,
    };
    return { ok: true, bill };
  }

  post(request: PostingRequest): Promise<PostingResult> {
    return sandboxFaults.around('biller.post', () => this.postNow(request));
  }

  private async postNow(request: PostingRequest): Promise<PostingResult> {
    const kase = sandboxCase(request.billingNo);
    if (kase === 'unavailable') return { ok: false, reason: 'unavailable', message: SANDBOX_MESSAGES.unavailable };
    if (kase === 'notFound') return { ok: false, reason: 'rejected', message: SANDBOX_MESSAGES.notFound };
    if (kase === 'failPost') return { ok: false, reason: 'rejected', message: SANDBOX_MESSAGES.rejected };
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
      return { ok: false, reason: 'rejected', message: SANDBOX_MESSAGES.amountRequired };
    }
    const h = hashOf('posting', request.reference);
    const voucherCode = tariffOf(request.serviceId).kind === 'voucher' ? voucherOf(h) : null;
    // ON CONFLICT: a repeated reference, even a concurrent one, keeps the first posting and its ids; the
    // posting's ids come back from the insert, or from the first posting on a repeat.
    const posted = `SELECT biller_trx_id, voucher_code FROM sandbox_biller_postings WHERE reference = $1`;
    const row =
      (await one<{ biller_trx_id: string; voucher_code: string | null }>(
        this.db,
        `WITH written AS (
           INSERT INTO sandbox_biller_postings (reference, biller_id, service_id, billing_no, amount_baisa, biller_trx_id, voucher_code, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (reference) DO NOTHING
           RETURNING biller_trx_id, voucher_code)
         SELECT * FROM written UNION ALL (${posted} AND NOT EXISTS (SELECT 1 FROM written))`,
        [
          request.reference,
          request.billerId,
          request.serviceId,
          request.billingNo,
          request.amount,
          `BN${digitsOf(h, 12)}`,
          voucherCode,
          this.clock(),
        ],
      )) ??
      // A repeat racing the first posting: the statement's snapshot began before that posting committed.
      (await one<{ biller_trx_id: string; voucher_code: string | null }>(this.db, posted, [request.reference]));
    return { ok: true, billerTrxId: row!.biller_trx_id, voucherCode: row!.voucher_code };
  }

  reverse(request: ReversalRequest): Promise<ReversalResult> {
    return sandboxFaults.around('biller.reverse', () => this.reverseNow(request));
  }

  private reverseNow(request: ReversalRequest): Promise<ReversalResult> {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
      throw new RangeError(`a reversal must be positive baisa, got ${request.amount}`);
    return this.db.tx(async (q) => {
      // Lock the posting: two reversals of it, whatever their keys, take turns and see each other.
      const posting = await one<{ amount_baisa: number; created_at: Date }>(
        q,
        'SELECT amount_baisa, created_at FROM sandbox_biller_postings WHERE reference = $1 FOR UPDATE',
        [request.postingReference],
      );
      if (!posting) return { ok: false as const, reason: 'not_found' as const, message: REVERSAL_MESSAGES.notFound };
      const done = await one<{ reversal_id: string }>(q, 'SELECT reversal_id FROM sandbox_biller_reversals WHERE reference = $1', [
        request.reference,
      ]);
      if (done) return { ok: true as const, reversalId: done.reversal_id };
      const now = this.clock();
      if (businessDayOf(new Date(posting.created_at)) !== businessDayOf(now))
        return { ok: false as const, reason: 'too_late' as const, message: REVERSAL_MESSAGES.tooLate };
      const reversed = await one<{ total: number }>(
        q,
        'SELECT COALESCE(SUM(amount_baisa), 0)::bigint AS total FROM sandbox_biller_reversals WHERE posting_reference = $1',
        [request.postingReference],
      );
      if (Number(reversed?.total ?? 0) + request.amount > Number(posting.amount_baisa))
        return { ok: false as const, reason: 'exceeds' as const, message: REVERSAL_MESSAGES.exceeds };
      const reversalId = `BR${digitsOf(hashOf('reversal', request.reference), 12)}`;
      await q.query(
        'INSERT INTO sandbox_biller_reversals (reference, posting_reference, amount_baisa, reversal_id, created_at) VALUES ($1, $2, $3, $4, $5)',
        [request.reference, request.postingReference, request.amount, reversalId, now],
      );
      return { ok: true as const, reversalId };
    });
  }

  async lastBill(query: BillQuery): ReturnType<BillerNetwork['lastBill']> {
    const kase = sandboxCase(query.billingNo);
    if (kase === 'notFound') return { ok: false, reason: 'not_found', message: SANDBOX_MESSAGES.notFound };
    if (kase === 'unavailable') return { ok: false, reason: 'unavailable', message: SANDBOX_MESSAGES.unavailable };
    if (query.serviceType !== 'PostPaid') return { ok: false, reason: 'invalid', message: SANDBOX_MESSAGES.noDetails };
    const now = this.clock();
    // The document as issued: its lines add up to its amount, whatever has been paid since.
    const bill = issuedBill(query, kase, now);
    return { ok: true, bill, issuedOn: issueDateOf(now).toISOString().slice(0, 10), lines: billLines(query.serviceId, bill.due) };
  }

  async acknowledgementFile(billerId: number, day: string): Promise<AcknowledgementFileResult> {
    const r = await sandboxAcknowledgementForDay(this.db, billerId, day, this.clock());
    return r.ok ? r : { ...r, message: SANDBOX_MESSAGES.notBusinessDay };
  }

  private async postedSince(query: BillQuery, since: Date): Promise<number> {
    const row = await one<{ paid: number }>(
      this.db,
      // What a reversal gave back is owed again.
      `SELECT COALESCE(SUM(p.amount_baisa - COALESCE(r.reversed, 0)), 0)::bigint AS paid
       FROM sandbox_biller_postings p
       LEFT JOIN (SELECT posting_reference, SUM(amount_baisa) AS reversed FROM sandbox_biller_reversals GROUP BY posting_reference) r
         ON r.posting_reference = p.reference
       WHERE p.biller_id = $1 AND p.service_id = $2 AND p.billing_no = $3 AND p.created_at >= $4`,
      [query.billerId, query.serviceId, query.billingNo, since],
    );
    return Number(row?.paid ?? 0);
  }
}

const REVERSAL_MESSAGES = {
  notFound: { en: 'The biller has no such payment to reverse', ar: 'لا توجد لدى الجهة المفوترة عملية دفع بهذا المرجع لعكسها' },
  tooLate: {
    en: 'The biller reverses a payment only on the business day it was made',
    ar: 'لا تعكس الجهة المفوترة عملية الدفع إلا في يوم العمل الذي تمت فيه',
  },
  exceeds: { en: 'The reversal is more than is left of the payment', ar: 'مبلغ العكس أكبر من المتبقي من عملية الدفع' },
} as const;

/**
 * The Oman business day (Sunday–Thursday) an instant belongs to: a Friday or Saturday belongs to the
 * Sunday after it, when the switch next settles.
 */
export function businessDayOf(instant: Date): string {
  const weekday = new Date(`${omanDay(instant)}T00:00:00Z`).getUTCDay();
  const ahead = weekday === 5 ? 2 : weekday === 6 ? 1 : 0;
  return omanDay(instant, ahead);
}

/** 16 characters in groups of four, without look-alike letters and digits (0/O, 1/I). */
function voucherOf(h: Buffer): string {
  let code = '';
  for (let i = 0; i < 16; i++) code += VOUCHER_ALPHABET[h[16 + i]! % VOUCHER_ALPHABET.length];
  return code.match(/.{4}/g)!.join('-');
}
