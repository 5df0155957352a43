import type { FastifyInstance } from 'fastify';
import { calls, type RequestOf } from '@portal/contract';
import type { Db } from '../../src/platform/db.ts';
import { call } from '../support/api.ts';

let sequence = 0;

/** The complaint files' app: the clock run by hand, limits out of the way, `paid_twice` due in two business days. */
export const COMPLAINT_APP_SETTINGS = {
  COMPLAINT_CLOCK_EVERY_SECONDS: 0,
  COMPLAINTS_PER_CUSTOMER_DAY: 100,
  COMPLAINT_LIMIT_DAYS: 'paid_twice=2',
  COMPLAINTS_PER_MINUTE: 10_000,
};

export interface PaymentSpec {
  customerId: number | null;
  method?: 'CreditCard' | 'Wallet';
  lineStatus?: 'posted' | 'failed' | 'pending';
  mobile?: string;
  lines?: number;
}

/** A payment as the payment flow leaves it, written directly (as settlement-fixtures does): its reference number. */
export async function paymentOf(db: Db, spec: PaymentSpec): Promise<{ id: string; reference: string }> {
  const id = `CMP-${process.pid}-${++sequence}`;
  const reference = `R${id}`;
  const method = spec.method ?? 'CreditCard';
  const status = spec.lineStatus ?? 'posted';
  const [biller] = await db.query<{ id: number }>('SELECT id FROM billers ORDER BY id LIMIT 1');
  await db.query(
    `INSERT INTO payments (id, reference_number, customer_id, kind, method, state, total_baisa, charged_baisa, mobile, completed_at)
     VALUES ($1, $2, $3, 'one_time', $4, $5, 12345, 12345, $6, now())`,
    [id, reference, spec.customerId, method, status === 'posted' ? 'completed' : 'authorized', spec.mobile ?? null],
  );
  for (let line = 1; line <= (spec.lines ?? 1); line++) {
    await db.query(
      `INSERT INTO payment_lines (payment_id, line_no, biller_id, service_id, biller_name, biller_name_ar, service_name, service_name_ar,
                                  service_type, billing_no, due_baisa, paid_baisa, validation_code, status, biller_trx_id, method, customer_id, created_at)
       VALUES ($1, $2, $3, 1, 'Test Water', 'مياه تجريبية', 'Service', 'خدمة', 'PostPaid', $4, 12345, 12345, 'v', $5, $6, $7, $8, now())`,
      [id, line, biller!.id, `77${sequence}${line}`, status, status === 'posted' ? `BT-${id}-${line}` : null, method, spec.customerId],
    );
  }
  return { id, reference };
}

export const customerIdOf = async (db: Db, mobile: string) =>
  (await db.query<{ id: number }>('SELECT id FROM customers WHERE mobile_no = $1', [mobile]))[0]!.id;

type Raise = RequestOf<typeof calls.raiseComplaint>;

export function raise(app: FastifyInstance, session: string, body: Partial<Raise> & Pick<Raise, 'referenceNumber'>) {
  return call(
    app,
    calls.raiseComplaint,
    { lineNo: 1, type: 'paid_not_credited', description: 'The bill still shows as due after I paid it.', lang: 'en', ...body },
    session,
  );
}

/** Moves a complaint's raise time (its clock starts on that day in Muscat). */
export const raisedAt = (db: Db, number: string, at: string) =>
  db.query('UPDATE complaints SET raised_at = $2 WHERE number = $1', [number, at]);

export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
