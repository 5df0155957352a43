import { describe, expect, it } from 'vitest';
import { paymentRepository as repo, priceLines } from '../../src/modules/payments/index.ts';
import type { NewLine, NewPayment } from '../../src/modules/payments/payment-rows.ts';
import { randomToken } from '../../src/platform/crypto.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { billLine } from './payment-fixtures.ts';

// A payment whose inquiries are all free is written in one statement, outside a transaction
// (insertIfFree, decision 079). Anything else must write nothing, so that the transaction that
// follows (takeInquiries) decides as before: these are the cases where the one statement must stand back.

const t = usePaymentApp();

const payment = (lines: NewLine[]): NewPayment => ({
  id: randomToken(),
  customer_id: null,
  kind: 'one_time',
  method: 'Wallet',
  total_baisa: lines.reduce((s, l) => s + l.paid_baisa, 0),
  points_baisa: 0,
  charged_baisa: lines.reduce((s, l) => s + l.paid_baisa, 0),
  mobile: '96890000001',
  email: null,
  lang: 'en',
});

const pricedLines = async (n: number) => {
  const lines: NewLine[] = [];
  for (let i = 0; i < n; i++) {
    const { line } = await billLine(t.app);
    const [priced] = (await priceLines(t.db, [line])).lines;
    lines.push({ ...priced!, line_no: i + 1 });
  }
  return lines;
};

const holderOf = async (validationCode: string) =>
  (await t.db.query<{ payment_id: string | null }>('SELECT payment_id FROM bill_inquiries WHERE id = $1', [validationCode]))[0]!.payment_id;

describe('a new payment in one statement', () => {
  it('is written, taking every inquiry, when all are free', async () => {
    const lines = await pricedLines(2);
    const p = payment(lines);
    const written = await repo.insertIfFree(t.db, p, lines, { action: 'authorize', note: { wallet: 'debiting' } });
    expect(written?.payment).toMatchObject({ id: p.id, state: 'authorizing' });
    expect(written?.lines.map((l) => l.validation_code)).toEqual(lines.map((l) => l.validation_code));
    expect(written?.taken.sort()).toEqual(lines.map((l) => l.validation_code).sort());
    for (const l of lines) expect(await holderOf(l.validation_code)).toBe(p.id);
  });

  it('writes nothing when one inquiry is held, or the same inquiry is quoted twice', async () => {
    const [held, free] = await pricedLines(2);
    const holder = payment([held!]);
    await repo.insert(t.db, holder, [held!]);
    const p = payment([free!, { ...held!, line_no: 2 }]);
    expect(await repo.insertIfFree(t.db, p, [free!, { ...held!, line_no: 2 }])).toBeUndefined();
    expect(await repo.byId(t.db, p.id)).toBeUndefined();
    expect(await holderOf(free!.validation_code)).toBeNull();
    expect(await holderOf(held!.validation_code)).toBe(holder.id);

    const [once] = await pricedLines(1);
    const twice = [once!, { ...once!, line_no: 2 }];
    const q = payment(twice);
    expect(await repo.insertIfFree(t.db, q, twice)).toBeUndefined();
    expect(await repo.byId(t.db, q.id)).toBeUndefined();
    expect(await holderOf(once!.validation_code)).toBeNull();
  });

  it('gives each inquiry to one of many payments written at once', async () => {
    const lines = await pricedLines(1);
    const tries = Array.from({ length: 8 }, () => payment(lines));
    const written = (await Promise.all(tries.map((p) => repo.insertIfFree(t.db, p, lines)))).filter(Boolean);
    expect(written).toHaveLength(1);
    expect(await holderOf(lines[0]!.validation_code)).toBe(written[0]!.payment.id);
    const rows = await t.db.query('SELECT id FROM payments WHERE id = ANY($1::text[])', [tries.map((p) => p.id)]);
    expect(rows).toHaveLength(1);
  });
});
