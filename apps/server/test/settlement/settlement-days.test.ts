import { beforeAll, describe, expect, it } from 'vitest';
import { formatOmrPlain } from '@portal/contract';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import { useTestApp } from '../support/test-app.ts';
import { auditRows, staffCall, type StaffClient, signedInStaff, answered } from '../support/staff.ts';
import { pdfToText, scratch } from '../invoices/pdf-tools.ts';
import { ledgerPayment, twoBillers } from './settlement-fixtures.ts';

// The calendar and a clean day's matching; trouble in the files, day close and alerts: settlement-trouble.test.ts.
const t = useTestApp();
let ops: StaffClient;
let auditor: StaffClient;
let billerA: number;
let billerB: number;

beforeAll(async () => {
  ops = await signedInStaff(t, ['finance_ops']);
  auditor = await signedInStaff(t, ['auditor']);
  [billerA, billerB] = await twoBillers(t.db);
});

describe('the settlement calendar', () => {
  it('shows Friday and Saturday settling on Sunday; a holiday finance enters moves its day, and is audited', async () => {
    const march = answered(await staffCall(t.app, c.settlementCalendar, { month: '2024-05' }, { client: auditor })).details!.days;
    expect(march.find((d) => d.day === '2024-05-03')).toMatchObject({ banking: false, settlesOn: '2024-05-05' }); // Friday
    expect(march.find((d) => d.day === '2024-05-06')).toMatchObject({ banking: true, settlesOn: '2024-05-06' });

    answered(
      await staffCall(
        t.app,
        c.settlementAddHoliday,
        { day: '2024-05-05', nameEn: 'Test holiday', nameAr: 'عطلة تجريبية' },
        { client: ops },
      ),
    );
    const after = answered(await staffCall(t.app, c.settlementCalendar, { month: '2024-05' }, { client: ops })).details!.days;
    expect(after.find((d) => d.day === '2024-05-03')).toMatchObject({ settlesOn: '2024-05-06' });
    expect(after.find((d) => d.day === '2024-05-05')).toMatchObject({
      banking: false,
      holiday: { en: 'Test holiday', ar: 'عطلة تجريبية' },
    });
    expect((await auditRows(t.db, 1))[0]).toMatchObject({ action: 'settlement.holiday.add', target: 'settlement-day:2024-05-05' });
    // The auditor reads and changes nothing.
    expect(
      (await staffCall(t.app, c.settlementAddHoliday, { day: '2024-05-07', nameEn: 'No', nameAr: 'لا' }, { client: auditor })).result
        .errorCode,
    ).toBe(401);
  });
});

describe('a clean day', () => {
  it('matches fully; the same files again change nothing; net to remit = gross − reversals − refunds − fees', async () => {
    // Thursday 20:30 UTC is Friday in Muscat: all three settle on Sunday 2024-03-10.
    await ledgerPayment(t.db, { at: '2024-03-07T20:30:00Z', lines: [{ billerId: billerA, paid: 12_345 }] });
    await ledgerPayment(t.db, { at: '2024-03-09T10:00:00Z', lines: [{ billerId: billerB, paid: 7_000 }] });
    await ledgerPayment(t.db, {
      at: '2024-03-10T08:00:00Z',
      lines: [
        { billerId: billerA, paid: 3_000 },
        { billerId: billerB, paid: 1_001 },
      ],
    });
    await ledgerPayment(t.db, { at: '2024-03-10T09:00:00Z', lines: [{ billerId: billerB, paid: 2_500 }], method: 'Wallet' });

    const fetched = answered(
      await staffCall(t.app, c.settlementFetchSandboxFiles, { day: '2024-03-10', trouble: [] }, { client: ops }),
    ).details!;
    expect(fetched.files.map((f) => [f.source, f.outcome])).toEqual([
      ['gateway', 'imported'],
      ['biller', 'imported'],
      ['biller', 'imported'],
    ]);
    const match = answered(await staffCall(t.app, c.reconciliationMatchDay, { day: '2024-03-10' }, { client: ops })).details!;
    expect(match).toMatchObject({ status: 'matched', newExceptions: 0, openExceptions: 0 });
    const day = answered(await staffCall(t.app, c.reconciliationDay, { day: '2024-03-10' }, { client: auditor })).details!;
    expect(day.billers).toEqual([
      { billerId: billerA, ledgerLines: 2, ledgerBaisa: 15_345, matchedLines: 2, matchedBaisa: 15_345 },
      { billerId: billerB, ledgerLines: 3, ledgerBaisa: 10_501, matchedLines: 3, matchedBaisa: 10_501 },
    ]);

    const lines = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM settlement_file_lines');
    const again = answered(
      await staffCall(t.app, c.settlementFetchSandboxFiles, { day: '2024-03-10', trouble: [] }, { client: ops }),
    ).details!;
    expect(again.files.every((f) => f.outcome === 'unchanged')).toBe(true);
    expect(await t.db.query('SELECT count(*)::int AS n FROM settlement_file_lines')).toEqual(lines);
    expect(answered(await staffCall(t.app, c.reconciliationMatchDay, { day: '2024-03-10' }, { client: ops })).details!.newExceptions).toBe(
      0,
    );

    const fees = await t.db.query<{ sum: number }>(
      `SELECT sum(l.amount_baisa)::int AS sum FROM settlement_file_lines l JOIN settlement_files f ON f.id = l.file_id
        WHERE f.business_day = '2024-03-10' AND f.source = 'gateway' AND l.record_type = 'FEE'`,
    );
    let feeTotal = 0;
    for (const billerId of [billerA, billerB]) {
      const r = answered(await staffCall(t.app, c.settlementReport, { day: '2024-03-10', billerId }, { client: auditor })).details!;
      expect(r.netToRemitBaisa).toBe(r.grossBaisa - r.reversalsBaisa - r.refundsBaisa - r.feesBaisa);
      expect(r.csv.startsWith('\uFEFFitem,البند,amount_omr')).toBe(true);
      feeTotal += r.feesBaisa;
    }
    // The bulk payment's fee is split between its two billers; nothing is lost to rounding.
    expect(feeTotal).toBe(fees[0]!.sum);

    const month = answered(
      await staffCall(t.app, c.settlementMonthly, { month: '2024-03', billerId: billerA }, { client: auditor }),
    ).details!;
    expect(month.days.map((d) => d.day)).not.toContain('2024-03-08'); // a Friday
    expect(month.days.find((d) => d.day === '2024-03-10')).toMatchObject({ status: 'matched', grossBaisa: 15_345 });
    expect(month.totals.netToRemitBaisa).toBe(month.days.reduce((s, d) => s + d.netToRemitBaisa, 0));
    expect(month.csv.split('\r\n')[0]).toBe(
      '\uFEFFday / اليوم,status / الحالة,gross_omr / إجمالي المحصل,reversals_omr / العكوسات,refunds_omr / المبالغ المستردة,fees_omr / الرسوم,net_to_remit_omr / الصافي المستحق للتحويل,remittance_reference / مرجع التحويل',
    );

    // The PDF in both languages carries the same totals; Arabic reads in logical order when copied.
    const r = answered(await staffCall(t.app, c.settlementReport, { day: '2024-03-10', billerId: billerA }, { client: auditor })).details!;
    const dir = scratch();
    try {
      for (const lang of ['en', 'ar'] as const) {
        const pdf = answered(
          await staffCall(t.app, c.settlementReportPdf, { day: '2024-03-10', billerId: billerA, lang }, { client: auditor }),
        ).details!;
        const text = pdfToText(dir.write(pdf.fileName, Buffer.from(pdf.content, 'base64')));
        expect(text).toContain(lang === 'en' ? 'Net to remit' : 'الصافي المستحق للتحويل');
        expect(text).toContain(formatOmrPlain(r.netToRemitBaisa));
        expect(text).toContain(formatOmrPlain(r.grossBaisa));
        expect(text).toContain('10-03-2024');
      }
    } finally {
      dir.remove();
    }
  });

  it('a corrected file replaces the earlier one, which is kept, and the replacement is audited', async () => {
    await ledgerPayment(t.db, { at: '2024-03-13T08:00:00Z', lines: [{ billerId: billerA, paid: 5_000 }] });
    const file = (amount: number) =>
      [
        'record_type,posting_reference,biller_trx_id,amount_baisa,accepted_date',
        `POSTING,X-1:1:post,BN1,${amount},2024-03-13`,
        `TOTAL,,,${amount},2024-03-13`,
      ].join('\n');
    const importBiller = (content: string) =>
      staffCall(t.app, c.settlementImportFile, { source: 'biller', billerId: billerA, day: '2024-03-13', content }, { client: ops });
    const first = answered(await importBiller(file(100)));
    expect(first.details).toMatchObject({ outcome: 'imported', lines: 1, totalBaisa: 100 });
    const same = answered(await importBiller(file(100)));
    expect(same.details).toMatchObject({ outcome: 'unchanged', fileId: first.details!.fileId });
    const fixed = answered(await importBiller(file(200)));
    expect(fixed.details!.outcome).toBe('replaced');
    const files = await t.db.query<{ id: number; superseded: boolean; replaces: number | null }>(
      `SELECT id, superseded_at IS NOT NULL AS superseded, replaces FROM settlement_files WHERE business_day = '2024-03-13' ORDER BY id`,
    );
    expect(files).toEqual([
      { id: first.details!.fileId, superseded: true, replaces: null },
      { id: fixed.details!.fileId, superseded: false, replaces: first.details!.fileId },
    ]);
    expect((await auditRows(t.db, 1))[0]).toMatchObject({
      action: 'settlement.file.replaced',
      detail: { replaces: first.details!.fileId },
    });
    const bad = await importBiller(file(200).replace('TOTAL,,,200', 'TOTAL,,,201'));
    expect(bad.result.errorCode).toBe(901);
    expect(bad.result.errorADesc).toContain('الملف');
  });
});
