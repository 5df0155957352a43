import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contract';
import { backOfficeCalls as c, staffMessages, type SearchPaymentsRequest } from '@portal/contract/back-office';
import { useTestApp } from '../support/test-app.ts';
import { auditRows, newStaff, nextCode, signInStaff, staffCall, type StaffClient, signedInStaff } from '../support/staff.ts';

const t = useTestApp();
let agent: StaffClient;
/** A seeded payment of the demo individual, given keys no other payment has. */
let target: { id: string; reference: string; billingNo: string };

beforeAll(async () => {
  agent = await signedInStaff(t, ['support_agent']);
  const [p] = await t.db.query<{ id: string; reference_number: string }>(
    `SELECT id, reference_number FROM payments WHERE state = 'completed' ORDER BY created_at DESC LIMIT 1`,
  );
  await t.db.query(
    `UPDATE payments SET gateway_payment_id = 'gw_findme_1', email = 'Find.Me@Example.om', card_last4 = '4821', mobile = '96879990001', wallet_mobile = NULL
      WHERE id = $1`,
    [p!.id],
  );
  await t.db.query(`UPDATE payment_lines SET billing_no = '55500011' WHERE payment_id = $1 AND line_no = 1`, [p!.id]);
  target = { id: p!.id, reference: p!.reference_number, billingNo: '55500011' };
});

const search = (body: SearchPaymentsRequest, client = agent) => staffCall(t.app, c.searchPayments, body, { client });

describe('BackOffice/SearchPayments', () => {
  it('finds a payment by each key of the one box', async () => {
    const keys = [
      target.reference,
      'gw_findme_1',
      target.billingNo,
      '96879990001',
      '79990001',
      '٧٩٩٩٠٠٠١', // the same mobile in Arabic-Indic digits
      '+968 7999 0001',
      'find.me@example.om',
      '4821',
    ];
    for (const q of keys) {
      const answer = await search({ q });
      expect(answer.result.errorCode, q).toBe(0);
      expect(
        answer.details!.rows.map((r) => r.id),
        q,
      ).toContain(target.id);
    }
    const [row] = (await search({ q: target.reference })).details!.rows;
    expect(row).toMatchObject({ referenceNumber: target.reference, state: 'completed', maskedMobile: '968••••••01' });
  });

  it('refuses anything that looks like a full card number, keeping the number out of the audit log', async () => {
    for (const q of ['4111 1111 1111 1111', '٤١١١١١١١١١١١١١١١', '5555-5555-5555-4444']) {
      const answer = await search({ q });
      expect(answer.result).toMatchObject({
        errorCode: ErrorCode.MissingDataIntegrity,
        errorEDesc: staffMessages.cardNumberRefused.en,
        errorADesc: staffMessages.cardNumberRefused.ar,
      });
    }
    const [row] = await auditRows(t.db, 1);
    expect(row).toMatchObject({ action: 'payments.search', outcome: 'refused' });
    expect(JSON.stringify(row)).not.toMatch(/4444|1111/);
    // 16 digits failing Luhn is not a card: searched like any reference.
    expect((await search({ q: '4111111111111112' })).result.errorCode).toBe(0);
  });

  it('pages by keyset through the filtered rows, newest first, every row once', async () => {
    const filter: SearchPaymentsRequest = { stateGroup: 'completed', method: 'Wallet' };
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payments WHERE state IN ('completed', 'partially_completed') AND method = 'Wallet'`,
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(12);
    const seen: string[] = [];
    let after: string | undefined;
    let previous = '9999';
    do {
      const page = await search({ ...filter, limit: 10, ...(after ? { after } : {}) });
      for (const r of page.details!.rows) {
        expect(['completed', 'partially_completed']).toContain(r.state);
        expect(r.method).toBe('Wallet');
        expect(r.createdAt <= previous).toBe(true);
        previous = r.createdAt;
        seen.push(r.id);
      }
      after = page.details!.next ?? undefined;
    } while (after);
    expect(seen).toHaveLength(n);
    expect(new Set(seen).size).toBe(n);
  });

  it('filters by amount range and by Oman days', async () => {
    const rows = (await search({ amountFrom: '5', amountTo: '10.500', limit: 100 })).details!.rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(Number(r.totalOmr)).toBeGreaterThanOrEqual(5);
      expect(Number(r.totalOmr)).toBeLessThanOrEqual(10.5);
    }

    const [p] = await t.db.query<{ created_at: Date }>('SELECT created_at FROM payments WHERE id = $1', [target.id]);
    const omanDay = new Date(new Date(p!.created_at).getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
    const day = (await search({ dateFrom: omanDay, dateTo: omanDay, limit: 100 })).details!.rows;
    expect(day.map((r) => r.id)).toContain(target.id);
    for (const r of day) expect(new Date(new Date(r.createdAt).getTime() + 4 * 3_600_000).toISOString().slice(0, 10)).toBe(omanDay);
  });

  it('lists every biller in both languages for the filters, and filters by one', async () => {
    const { billers } = (await staffCall(t.app, c.staffBillers, {}, { client: agent })).details!;
    const [line] = await t.db.query<{ biller_id: number; biller_name: string }>(
      'SELECT biller_id, biller_name FROM payment_lines WHERE payment_id = $1 AND line_no = 1',
      [target.id],
    );
    const biller = billers.find((b) => b.id === Number(line!.biller_id))!;
    expect(biller.name).toEqual({ en: line!.biller_name, ar: expect.stringMatching(/\p{Script=Arabic}/u) });
    const rows = (await search({ billerId: biller.id, limit: 100 })).details!.rows;
    expect(rows.map((r) => r.id)).toContain(target.id);
    for (const r of rows) expect(r.billers.map((b) => b.en)).toContain(biller.name.en);
  });
});

describe('BackOffice/GetPayment and RevealCustomer', () => {
  it('tells a payment’s whole story with the customer masked', async () => {
    const story = await staffCall(t.app, c.getPayment, { paymentId: target.reference }, { client: agent });
    expect(story.result.errorCode).toBe(0);
    const s = story.details!;
    expect(s.payment).toMatchObject({ id: target.id, state: 'completed', gatewayPaymentId: 'gw_findme_1', cardLast4: '4821' });
    expect(s.customer).toMatchObject({ signedIn: true, mobile: '968••••••01', email: 'F•••@Example.om' });
    expect(s.lines[0]).toMatchObject({ lineNo: 1, billingNo: target.billingNo, status: 'posted' });
    expect(s.timeline.length).toBeGreaterThan(0);
    expect(s.timeline.map((e) => e.at)).toEqual([...s.timeline.map((e) => e.at)].sort());
    expect(JSON.stringify(s)).not.toContain('96879990001');
    expect(JSON.stringify(s)).not.toContain('Find.Me@');
    const missing = await staffCall(t.app, c.getPayment, { paymentId: 'no-such-payment' }, { client: agent });
    expect(missing.result).toMatchObject({ errorCode: 404, errorADesc: staffMessages.paymentNotFound.ar });
  });

  it('reveals a field to a support lead with a fresh factor and a reason, audited and in the timeline; never to an agent', async () => {
    const body = { paymentId: target.id, field: 'mobile' as const, reason: 'Customer called about a missing receipt' };
    expect((await staffCall(t.app, c.revealCustomer, body, { client: agent })).result.errorCode).toBe(ErrorCode.Unauthorized);

    const leadStaff = await newStaff(t.db, ['support_lead']);
    const lead = await signInStaff(t.app, leadStaff);
    const revealed = await staffCall(t.app, c.revealCustomer, body, { client: lead });
    expect(revealed.details).toEqual({ value: '96879990001' });
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      actor: leadStaff.email,
      action: 'customer.reveal',
      target: `payment:${target.id}`,
      detail: { field: 'mobile', reason: body.reason },
    });
    const story = await staffCall(t.app, c.getPayment, { paymentId: target.id }, { client: lead });
    expect(story.details!.timeline.at(-1)).toMatchObject({ kind: 'staff', who: leadStaff.email });

    // Six minutes later the factor is stale: the reveal asks for a code again (-2), then works.
    await t.db.query(`UPDATE staff_sessions SET factor_at = now() - interval '6 minutes' WHERE staff_id = $1`, [leadStaff.id]);
    const stale = await staffCall(t.app, c.revealCustomer, body, { client: lead });
    expect(stale.result).toMatchObject({ errorCode: ErrorCode.OtpRequired, errorEDesc: staffMessages.freshFactor.en });
    expect((await staffCall(t.app, c.staffStepUp, { code: await nextCode(leadStaff) }, { client: lead })).result.errorCode).toBe(0);
    expect((await staffCall(t.app, c.revealCustomer, body, { client: lead })).details).toEqual({ value: '96879990001' });
  });
});
