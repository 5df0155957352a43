import { describe, expect, it } from 'vitest';
import type { BillQuery, PostingRequest } from '../../src/adapters/biller-network/biller-network.ts';
import { businessDayOf, SandboxBillerNetwork } from '../../src/adapters/biller-network/sandbox-biller-network.ts';
import { sandboxCase, SANDBOX_REFERENCES } from '../../src/adapters/biller-network/sandbox-references.ts';
import { tariffOf } from '../../src/adapters/biller-network/sandbox-tariffs.ts';
import { BILLERS } from '../../src/db/seed/catalog-data.ts';
import { useTestApp } from '../support/test-app.ts';
import { inquireOk, postBill, SEEDED } from './inquiry-bodies.ts';

const t = useTestApp();
const billers = () => t.app.deps.billers;
const electricity = (billingNo: string): BillQuery => ({ billerId: 11, serviceId: 111, serviceType: 'PostPaid', billingNo });
let n = 0;
const posting = (billingNo: string, amount: number, extra: Partial<PostingRequest> = {}): PostingRequest => ({
  reference: `test-${++n}`,
  billerId: 11,
  serviceId: 111,
  billingNo,
  amount,
  method: 'CreditCard',
  ...extra,
});

async function due(query: BillQuery, network = billers()): Promise<number> {
  const answer = await network.inquire(query);
  if (!answer.ok) throw new Error(answer.message.en);
  return answer.bill.due;
}

describe('sandbox biller network', () => {
  it('matches the documented references by prefix, case-insensitively', () => {
    expect(sandboxCase('notfound-1')).toBe('notFound');
    expect(sandboxCase('000000123')).toBe('notFound');
    expect(sandboxCase('93333333')).toBe('partial');
    expect(sandboxCase('Zero9')).toBe('zero');
    // The demo mobiles stay ordinary.
    expect(sandboxCase('90000001')).toBe('normal');
    for (const prefixes of Object.values(SANDBOX_REFERENCES)) for (const p of prefixes) expect(sandboxCase(`${p}1`)).not.toBe('normal');
  });

  it('lowers the due by what was posted, never below zero, and charges nothing once paid', async () => {
    const query = electricity('8800123');
    const before = await due(query);
    expect((await billers().post(posting('8800123', 2_500))).ok).toBe(true);
    expect(await due(query)).toBe(before - 2_500);
    const bill = await inquireOk(t.app, postBill(SEEDED.electricity, '8800123'));
    expect(bill.dueAmount * 1000).toBeCloseTo(before - 2_500, 6);
    await billers().post(posting('8800123', before));
    const paid = await billers().inquire(query);
    expect(paid.ok && paid.bill).toMatchObject({ due: 0, fee: 0, vat: 0, debtRecovered: 0 });
  });

  it('posts once per reference: the same reference answers the same transaction and is not counted twice', async () => {
    const query = electricity('8800456');
    const before = await due(query);
    const request = posting('8800456', 1_000);
    const first = await billers().post(request);
    const answers = await Promise.all([billers().post(request), billers().post({ ...request, amount: 3_000 })]);
    expect(first).toMatchObject({ ok: true, voucherCode: null });
    for (const again of answers) expect(again).toEqual(first);
    expect(first.ok && first.billerTrxId).toMatch(/^BN\d{12}$/);
    expect(await due(query)).toBe(before - 1_000);
    const rows = await t.db.query('SELECT 1 FROM sandbox_biller_postings WHERE reference = $1', [request.reference]);
    expect(rows).toHaveLength(1);
  });

  it('counts only postings since the bill was issued (the 1st of the month)', async () => {
    const now = new Date();
    const lastMonth = new SandboxBillerNetwork(t.db, () => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
    const before = await due(electricity('8800789'));
    await lastMonth.post(posting('8800789', 1_500));
    expect(await due(electricity('8800789'))).toBe(before);
  });

  it('inquires normally but rejects the posting for the documented fail-post references', async () => {
    expect((await billers().inquire(electricity('444444001'))).ok).toBe(true);
    expect(await billers().post(posting('444444001', 1_000))).toEqual({
      ok: false,
      reason: 'rejected',
      message: { en: 'The biller rejected the payment', ar: 'رفضت الجهة المفوترة عملية الدفع' },
    });
    expect(await billers().post(posting('222222001', 1_000))).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('answers a voucher code, 16 characters in fours, for a gift-card posting; the same one when repeated', async () => {
    const request = posting('', 9_650, { billerId: 71, serviceId: 711 });
    const first = await billers().post(request);
    expect(first.ok && first.voucherCode).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(await billers().post(request)).toEqual(first);
    const other = await billers().post(posting('', 9_650, { billerId: 71, serviceId: 711 }));
    expect(other.ok && other.voucherCode).not.toBe(first.ok && first.voucherCode);
  });

  it('gives voucher codes for every gift card and cinema voucher the catalog sells', () => {
    const priced = BILLERS.flatMap((b) => b.services).filter((s) => s.categories?.some((c) => c.priceBaisa));
    expect(priced.length).toBeGreaterThanOrEqual(5);
    for (const s of priced) expect(tariffOf(s.id).kind, s.name).toBe('voucher');
  });

  it('answers the last bill as issued, with bilingual lines adding up to it', async () => {
    const answer = await billers().lastBill(electricity('8800999'));
    if (!answer.ok) throw new Error(answer.message.en);
    expect(answer.issuedOn).toMatch(/^\d{4}-\d{2}-01$/);
    expect(answer.lines.map((l) => l.label.en)).toEqual(['Electricity consumption', 'Meter rent', 'VAT 5%']);
    for (const line of answer.lines) expect(line.label.ar).toMatch(/[\u0600-\u06FF]/);
    expect(answer.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(answer.bill.due);
    expect((await billers().lastBill({ ...electricity('1234567'), serviceType: 'PrePaid', serviceId: 112 })).ok).toBe(false);
    expect(await billers().lastBill(electricity('000000999'))).toMatchObject({ ok: false, reason: 'not_found' });
  });

  it('refuses a prepaid purchase without an amount', async () => {
    expect(await billers().inquire({ billerId: 31, serviceId: 313, serviceType: 'PrePaid', billingNo: '91234567' })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('reverses a posting in parts on its Oman business day, keyed, never more than was posted, and owes it again', async () => {
    // Tuesday 10:00 in Oman; the posting and its reversals share this network's clock.
    let now = new Date('2026-11-24T06:00:00Z');
    const network = new SandboxBillerNetwork(t.db, () => now);
    const query = electricity('8800456');
    const before = await due(query, network);
    const paid = posting('8800456', 5_000);
    expect((await network.post(paid)).ok).toBe(true);
    const first = { reference: `${paid.reference}:rev1`, postingReference: paid.reference, amount: 2_000 };
    const answers = await Promise.all([network.reverse(first), network.reverse(first)]);
    expect(answers[0]).toMatchObject({ ok: true, reversalId: expect.stringMatching(/^BR\d{12}$/) });
    expect(answers[1]).toEqual(answers[0]);
    expect(await due(query, network)).toBe(before - 3_000);
    expect(await network.reverse({ ...first, reference: `${paid.reference}:rev2`, amount: 3_001 })).toMatchObject({
      ok: false,
      reason: 'exceeds',
    });
    expect(await network.reverse({ ...first, postingReference: 'never-posted', reference: 'x:rev' })).toMatchObject({
      ok: false,
      reason: 'not_found',
    });
    // 23:59 the same Oman day still reverses; the next day is too late, in both languages.
    now = new Date('2026-11-24T19:59:00Z');
    expect((await network.reverse({ ...first, reference: `${paid.reference}:rev3`, amount: 1_000 })).ok).toBe(true);
    now = new Date('2026-11-24T20:00:00Z');
    const late = await network.reverse({ ...first, reference: `${paid.reference}:rev4`, amount: 1_000 });
    expect(late).toMatchObject({ ok: false, reason: 'too_late', message: { en: expect.any(String), ar: expect.any(String) } });
    expect(await due(query, network)).toBe(before - 2_000);
  });

  it('counts a Friday and a Saturday as the Sunday after them', () => {
    expect(businessDayOf(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-26'); // Thursday
    expect(businessDayOf(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-29'); // Friday
    expect(businessDayOf(new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-29'); // Saturday
    expect(businessDayOf(new Date('2026-11-28T20:30:00Z'))).toBe('2026-11-29'); // already Sunday in Oman
    expect(businessDayOf(new Date('2026-11-29T10:00:00Z'))).toBe('2026-11-29');
  });
});
