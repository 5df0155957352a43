import { beforeAll, describe, expect, it } from 'vitest';
import { calls, COMPLAINT_TYPES, ErrorCode } from '@portal/contract';
import { useTestApp } from '../support/test-app.ts';
import { call, expectResult, outbox, post, readCode } from '../support/api.ts';
import { DEMO, loginIndividual } from '../support/logins.ts';
import { answered } from '../support/staff.ts';
import { COMPLAINT_APP_SETTINGS, customerIdOf, paymentOf, PNG, raise } from './complaint-fixtures.ts';

// What a customer and a guest can raise and attach; staff handling and the clock: complaints-staff.test.ts.
const t = useTestApp(COMPLAINT_APP_SETTINGS);
let me: string;
let other: string;
let myId: number;

beforeAll(async () => {
  me = await loginIndividual(t.app, DEMO.individual.mobile);
  other = await loginIndividual(t.app, DEMO.otherIndividual.mobile);
  myId = await customerIdOf(t.db, DEMO.individual.mobile);
});

describe('raising', () => {
  it('takes each type once per line while open; the database refuses a second one', async () => {
    const p = await paymentOf(t.db, { customerId: myId, lines: 2 });
    for (const type of COMPLAINT_TYPES) {
      const first = answered(await raise(t.app, me, { referenceNumber: p.reference, type })).details!;
      expect(first).toMatchObject({ type, status: 'received', referenceNumber: p.reference, lineNo: 1, amountOmr: '12.345' });
      expect(first.number).toMatch(/^C-\d+$/);
      const again = await raise(t.app, me, { referenceNumber: p.reference, type });
      expect(again.result.errorCode).toBe(ErrorCode.Conflict);
      expect(again.result.errorADesc).toContain('شكوى مفتوحة');
    }
    // The other line of the same payment is its own case.
    answered(await raise(t.app, me, { referenceNumber: p.reference, lineNo: 2 }));
    const mine = answered(await call(t.app, calls.listComplaints, {}, me)).details!.complaints;
    expect(mine.filter((c) => c.referenceNumber === p.reference)).toHaveLength(COMPLAINT_TYPES.length + 1);
    // The customer was told, through the outbox, in their language.
    const [told] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE kind = 'complaint' AND customer_id = $1`,
      [myId],
    );
    expect(Number(told!.n)).toBeGreaterThanOrEqual(COMPLAINT_TYPES.length + 1);
  });

  it("hides another customer's complaint and payment: not found, like a number that does not exist", async () => {
    const p = await paymentOf(t.db, { customerId: myId });
    const c = answered(await raise(t.app, me, { referenceNumber: p.reference, type: 'wrong_amount' })).details!;
    expectResult(await call(t.app, calls.getComplaint, { number: c.number }, other), ErrorCode.NotFound);
    expect(answered(await call(t.app, calls.listComplaints, {}, other)).details!.complaints.map((x) => x.number)).not.toContain(c.number);
    expectResult(await raise(t.app, other, { referenceNumber: p.reference, type: 'other' }), ErrorCode.NotFound);
    const res = await post(t.app, calls.complaintAttachment.path, JSON.stringify({ number: c.number, attachmentId: 1 }), {
      'x-sessionid': other,
    });
    expect(res.json().result.errorCode).toBe(ErrorCode.NotFound);
  });
});

describe('attachments', () => {
  it('refuses a file that is not an image or PDF by its bytes, or too big, in both languages, and keeps nothing', async () => {
    const p = await paymentOf(t.db, { customerId: myId });
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT (SELECT count(*) FROM complaints) + (SELECT count(*) FROM complaint_attachments) AS n'))[0]!
        .n;
    const before = Number(await count());
    const fake = { fileName: 'receipt.png', contentBase64: Buffer.from('<html><script>alert(1)</script></html>').toString('base64') };
    const bad = await raise(t.app, me, {
      referenceNumber: p.reference,
      attachments: [{ fileName: 'ok.png', contentBase64: PNG.toString('base64') }, fake],
    });
    expect(bad.result).toMatchObject({ errorCode: ErrorCode.MissingDataIntegrity });
    expect(bad.result.errorEDesc).toContain('not a PNG or JPEG');
    expect(bad.result.errorADesc).toContain('لم يُحفظ شيء');
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await raise(t.app, me, {
      referenceNumber: p.reference,
      attachments: [{ fileName: 'big.png', contentBase64: big.toString('base64') }],
    });
    expect(tooBig.result.errorCode).not.toBe(0);
    expect(tooBig.result.errorADesc.length).toBeGreaterThan(0);
    expect(Number(await count())).toBe(before);

    const good = answered(
      await raise(t.app, me, {
        referenceNumber: p.reference,
        attachments: [{ fileName: 'صورة.png', contentBase64: PNG.toString('base64') }],
      }),
    ).details!;
    expect(good.attachments).toEqual([expect.objectContaining({ contentType: 'image/png', bytes: PNG.length })]);
    const res = await post(
      t.app,
      calls.complaintAttachment.path,
      JSON.stringify({ number: good.number, attachmentId: good.attachments[0]!.id }),
      { 'x-sessionid': me },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('a guest', () => {
  it('raises with the reference and the paying mobile confirmed by a code; a wrong mobile gets no code and no complaint', async () => {
    const mobile = '96891234567';
    const p = await paymentOf(t.db, { customerId: null, mobile });
    const body = {
      referenceNumber: p.reference,
      lineNo: 1,
      type: 'other' as const,
      description: 'Paid as a guest, bill still due.',
      lang: 'ar' as const,
    };
    const code = answered(await call(t.app, calls.guestComplaintCode, { referenceNumber: p.reference, mobile })).details!;
    const raised = answered(
      await call(t.app, calls.guestRaiseComplaint, { ...body, mobile, utr: code.utr, code: await readCode(t.app, mobile) }),
    ).details!;
    expect(raised).toMatchObject({ status: 'received', referenceNumber: p.reference });
    const [told] = await t.db.query<{ recipient: string; lang: string }>(
      `SELECT recipient, lang FROM notifications WHERE kind = 'complaint' AND recipient = $1`,
      [mobile],
    );
    expect(told).toMatchObject({ recipient: mobile, lang: 'ar' });

    // Another mobile: the same answer, but no text is sent and no code it could type works.
    const stranger = '96897654321';
    const decoy = answered(await call(t.app, calls.guestComplaintCode, { referenceNumber: p.reference, mobile: stranger })).details!;
    const refused = await call(t.app, calls.guestRaiseComplaint, {
      ...body,
      type: 'paid_twice',
      mobile: stranger,
      utr: decoy.utr,
      code: '000000',
    });
    expect(refused.result.errorCode).toBe(ErrorCode.Unauthorized);
    expect(refused.result.errorADesc.length).toBeGreaterThan(0);
    expect(await outbox(t.app, stranger)).toEqual([]);
    const [n] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM complaints WHERE payment_id = $1`, [p.id]);
    expect(Number(n!.n)).toBe(1);
    // A signed-in customer's payment is not a guest's.
    const mine = await paymentOf(t.db, { customerId: myId, mobile });
    const c2 = answered(await call(t.app, calls.guestComplaintCode, { referenceNumber: mine.reference, mobile })).details!;
    const notGuest = await call(t.app, calls.guestRaiseComplaint, {
      ...body,
      referenceNumber: mine.reference,
      mobile,
      utr: c2.utr,
      code: '000000',
    });
    expect(notGuest.result.errorCode).not.toBe(0);
  });
});
