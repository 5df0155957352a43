import { beforeAll, describe, expect, it } from 'vitest';
import { calls, ErrorCode } from '@portal/contract';
import { backOfficeCalls as bo } from '@portal/contract/back-office';
import { useTestApp } from '../support/test-app.ts';
import { call } from '../support/api.ts';
import { DEMO, loginIndividual } from '../support/logins.ts';
import {
  auditRows,
  newStaff,
  signInStaff,
  staffCall,
  staffPost,
  type StaffClient,
  type TestStaff,
  signedInStaff,
  answered,
} from '../support/staff.ts';
import { COMPLAINT_APP_SETTINGS, customerIdOf, paymentOf, raise, raisedAt } from './complaint-fixtures.ts';
import { renderComplaintMessage } from '../../src/modules/complaints/complaint-notify.ts';
import type { NotificationRow } from '../../src/modules/notifications/index.ts';

// Staff handling, the business-day clock and the automatic refund; raising and attachments: complaints-raising.test.ts.
const t = useTestApp(COMPLAINT_APP_SETTINGS);
let me: string;
let myId: number;
let agent: TestStaff;
let agentClient: StaffClient;
let lead: TestStaff;

beforeAll(async () => {
  me = await loginIndividual(t.app, DEMO.individual.mobile);
  myId = await customerIdOf(t.db, DEMO.individual.mobile);
  agent = await newStaff(t.db, ['support_agent']);
  lead = await newStaff(t.db, ['support_lead']);
  agentClient = await signInStaff(t.app, agent);
});

describe('the clock', () => {
  it('skips Friday, Saturday and holidays; reminds the assignee the day before; escalates to a lead at the limit, once', async () => {
    const p = await paymentOf(t.db, { customerId: myId });
    const c = answered(await raise(t.app, me, { referenceNumber: p.reference, type: 'paid_twice' })).details!;
    // Thursday 2026-01-01 10:00 in Muscat; limit 2 business days: Sunday 4th and, with Monday 5th a holiday, Tuesday 6th.
    await raisedAt(t.db, c.number, '2026-01-01T06:00:00Z');
    await t.db.query(
      `INSERT INTO settlement_holidays (day, name_en, name_ar, added_by) VALUES ('2026-01-05', 'Test', 'تجربة', $1) ON CONFLICT DO NOTHING`,
      [lead.id],
    );
    answered(await staffCall(t.app, bo.complaintAssign, { number: c.number, staffId: agent.id }, { client: agentClient }));
    expect(answered(await call(t.app, calls.getComplaint, { number: c.number }, me)).details!.dueDay).toBe('2026-01-06');

    expect(await t.app.complaintClock(new Date('2026-01-03T08:00:00Z'))).toMatchObject({ reminded: [], escalated: [] }); // Saturday
    expect((await t.app.complaintClock(new Date('2026-01-05T08:00:00Z'))).reminded).toContain(c.number); // one business day left
    const dueDay = await t.app.complaintClock(new Date('2026-01-06T19:00:00Z')); // 23:00 in Muscat on the due day
    expect(dueDay.escalated).not.toContain(c.number);
    expect((await t.app.complaintClock(new Date('2026-01-06T20:30:00Z'))).escalated).toContain(c.number); // Wednesday in Muscat
    expect((await t.app.complaintClock(new Date('2026-01-08T08:00:00Z'))).escalated).not.toContain(c.number);

    const staffView = answered(await staffCall(t.app, bo.complaintGet, { number: c.number }, { client: agentClient })).details!;
    expect(staffView.status).toBe('escalated');
    const [to] = await t.db.query<{ roles: string[] }>('SELECT roles FROM staff WHERE id = $1', [staffView.assignee!.id]);
    expect(to!.roles).toContain('support_lead');
    expect(staffView.events.filter((e) => e.kind === 'reminder')).toHaveLength(2);
    const seen = answered(await call(t.app, calls.getComplaint, { number: c.number }, me)).details!.updates.map((u) => u.status);
    expect(seen).toEqual(['received', 'assigned', 'escalated']);
    const [reminder] = await t.db.query<NotificationRow>(`SELECT * FROM notifications WHERE kind = 'complaint' AND recipient = $1`, [
      agent.email,
    ]);
    expect(reminder).toBeDefined();
    // Staff read it in English and in Arabic, each in its own direction.
    const rendered = await renderComplaintMessage(t.db, reminder!, 'https://portal.example.om/BackOffice/');
    const email = 'message' in rendered ? rendered.message.email : null;
    expect(email?.subject).toBe(`Complaint ${c.number} is due by 2026-01-06 / الشكوى ${c.number} مستحقة بحلول 2026-01-06`);
    expect(email?.html).toContain('<div lang="ar" dir="rtl"');
    expect(email?.text).toContain(`https://portal.example.om/BackOffice/complaints/${c.number}`);
  });
});

describe('the automatic refund', () => {
  const fiveDaysOn = new Date('2026-02-12T08:00:00Z'); // Thursday 5 Feb + 5 business days = Thursday 12th: not yet past
  const after = new Date('2026-02-15T08:00:00Z'); // Sunday 15th: the sixth business day
  async function complaintOn(
    spec: Omit<Parameters<typeof paymentOf>[1], 'customerId'>,
    type: 'paid_not_credited' | 'wrong_amount' = 'paid_not_credited',
  ) {
    const p = await paymentOf(t.db, { ...spec, customerId: myId });
    const c = answered(await raise(t.app, me, { referenceNumber: p.reference, type })).details!;
    await raisedAt(t.db, c.number, '2026-02-05T06:00:00Z');
    return c.number;
  }
  it('asks once, only for a card payment the biller never took, still open after five business days', async () => {
    const owed = await complaintOn({ lineStatus: 'failed' });
    const wallet = await complaintOn({ lineStatus: 'failed', method: 'Wallet' });
    const posted = await complaintOn({ lineStatus: 'posted' });
    const otherType = await complaintOn({ lineStatus: 'pending' }, 'wrong_amount');
    const resolved = await complaintOn({ lineStatus: 'pending' });
    answered(await staffCall(t.app, bo.complaintAssign, { number: resolved, staffId: agent.id }, { client: agentClient }));
    answered(
      await staffCall(
        t.app,
        bo.complaintResolve,
        { number: resolved, disposition: 'credited_by_biller', reply: 'The biller has credited it.' },
        { client: agentClient },
      ),
    );

    // Which complaints ask: the money itself (through the payment's settlement) and the message are in auto-refund.test.ts.
    await t.app.complaintClock(fiveDaysOn);
    expect(await t.db.query('SELECT 1 FROM complaint_refund_requests')).toEqual([]);
    await t.app.complaintClock(after);
    await t.app.complaintClock(new Date('2026-02-20T08:00:00Z'));
    const asked = await t.db.query<{ number: string; amount_baisa: number; reason: string; requested_by: string }>(
      'SELECT c.number, r.amount_baisa, r.reason, r.requested_by FROM complaint_refund_requests r JOIN complaints c ON c.id = r.complaint_id',
    );
    expect(asked).toEqual([{ number: owed, amount_baisa: 12345, reason: 'complaint', requested_by: 'system' }]);
    for (const n of [wallet, posted, otherType, resolved]) expect(asked.map((a) => a.number)).not.toContain(n);
  });
});

describe('staff handling', () => {
  it('assigns, notes (internal), replies and resolves with a disposition; the customer sees each status and reply; audited on the payment', async () => {
    const p = await paymentOf(t.db, { customerId: myId });
    const { number } = answered(await raise(t.app, me, { referenceNumber: p.reference, type: 'wrong_account' })).details!;
    const queue = answered(
      await staffCall(t.app, bo.complaintQueue, { status: 'received', type: 'wrong_account' }, { client: agentClient }),
    ).details!.rows;
    expect(queue.map((r) => r.number)).toContain(number);
    answered(await staffCall(t.app, bo.complaintAssign, { number, staffId: agent.id }, { client: agentClient }));
    answered(await staffCall(t.app, bo.complaintInvestigate, { number }, { client: agentClient }));
    answered(await staffCall(t.app, bo.complaintNote, { number, text: 'Biller says the account is closed' }, { client: agentClient }));
    answered(await staffCall(t.app, bo.complaintReply, { number, text: 'We are checking with the biller.' }, { client: agentClient }));
    // The refund named must be one of this line's: a made-up id is refused in both languages and nothing moves.
    const made = await staffCall(
      t.app,
      bo.complaintResolve,
      { number, disposition: 'refunded', reply: 'Refunded to your card.', refundLink: 'rf_made_up' },
      { client: agentClient },
    );
    expect(made.result).toMatchObject({ errorCode: ErrorCode.MissingDataIntegrity, errorEDesc: expect.stringMatching(/No refund/) });
    expect(made.result.errorADesc).toMatch(/استرداد/);
    await t.db.query(
      `INSERT INTO refunds (id, payment_id, line_no, amount_baisa, reason, note, state, requested_by, created_at, updated_at)
       VALUES ('rf_for_complaint', $1, 1, 1000, 'wrong_bill', 'test', 'succeeded', $2, now(), now())`,
      [p.id, lead.id],
    );
    const done = answered(
      await staffCall(
        t.app,
        bo.complaintResolve,
        { number, disposition: 'refunded', reply: 'Refunded to your card.', refundLink: 'rf_for_complaint' },
        { client: agentClient },
      ),
    ).details!;
    expect(done).toMatchObject({ status: 'resolved', disposition: 'refunded', refundLink: 'rf_for_complaint', next: [] });
    const refused = await staffCall(t.app, bo.complaintReply, { number, text: 'Too late' }, { client: agentClient });
    expect(refused.result.errorCode).toBe(ErrorCode.Conflict);

    const seen = answered(await call(t.app, calls.getComplaint, { number }, me)).details!;
    expect(seen.updates.map((u) => [u.kind, u.status, u.text])).toEqual([
      ['status', 'received', null],
      ['status', 'assigned', null],
      ['status', 'under_investigation', null],
      ['reply', null, 'We are checking with the biller.'],
      ['status', 'resolved', 'Refunded to your card.'],
    ]);
    expect(JSON.stringify(seen)).not.toContain('account is closed');
    expect((await auditRows(t.db, 1))[0]).toMatchObject({ action: 'complaint.resolve', target: `payment:${p.id}` });
    const story = answered(await staffCall(t.app, bo.getPayment, { paymentId: p.id }, { client: agentClient })).details!;
    expect(story.timeline.map((e) => e.what.en)).toEqual(
      expect.arrayContaining(['Complaint raised by the customer — done', 'Complaint resolved — done']),
    );
  });

  it('counts per quarter and writes the regulator CSV in both languages', async () => {
    const lead2 = await signedInStaff(t, ['finance_ops']);
    const report = answered(
      await staffCall(t.app, bo.complaintReport, { from: '2026-01', to: '2026-03', period: 'quarter' }, { client: agentClient }),
    ).details!;
    expect(report.periods[0]).toMatchObject({ period: '2026-Q1' });
    expect(report.periods[0]!.received).toBeGreaterThan(0);
    const en = await staffPost(t.app, bo.complaintRegulatorCsv.path, { quarter: '2026-Q1', lang: 'en' }, { client: lead2 });
    expect(en.headers['content-type']).toContain('text/csv');
    expect(en.body).toContain('Quarter,Complaint type,Received,Resolved within limit,Resolved late,Open');
    const ar = await staffPost(t.app, bo.complaintRegulatorCsv.path, { quarter: '2026-Q1', lang: 'ar' }, { client: lead2 });
    expect(ar.body).toContain('المحلولة ضمن المهلة');
    // An agent may not export.
    expect(
      (await staffPost(t.app, bo.complaintRegulatorCsv.path, { quarter: '2026-Q1', lang: 'en' }, { client: agentClient })).json().result
        .errorCode,
    ).toBe(401);
  });
});
