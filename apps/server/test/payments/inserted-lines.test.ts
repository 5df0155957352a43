import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentRepository } from '../../src/modules/payments/index.ts';
import type { NewLine } from '../../src/modules/payments/payment-rows.ts';
import { openTestDb, type TestDb } from '../support/test-db.ts';

// `insert` hands its new lines back as JSON (one row answers for the payment and its lines), which
// carries no column types: each value has to come out as the driver's own read of the table gives it,
// or a caller that takes them would hold a string where the rest of the code expects a Date or a number.
// PGlite and PostgreSQL (TEST_DB=postgres) parse some types differently, so this runs on both.

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(() => t.dispose());

const line = (line_no: number, extra: Partial<NewLine> = {}): NewLine => ({
  line_no,
  biller_id: 11,
  service_id: 111,
  service_category_id: null,
  biller_name: 'Electricity',
  biller_name_ar: 'الكهرباء',
  service_name: 'Postpaid',
  service_name_ar: 'الفواتير الآجلة',
  category_id: null,
  service_type: 'PostPaid',
  billing_no: `1000000000${line_no}`,
  bill_no: '',
  due_baisa: 12_345,
  paid_baisa: 12_345,
  fee_baisa: 100,
  vat_baisa: 5,
  tax_baisa: 0,
  validation_code: `inserted-lines-${line_no}`,
  ...extra,
});

describe("a new payment's lines as insert answers them", () => {
  it('are, field by field, what reading the lines back gives', async () => {
    const id = 'inserted-lines-payment';
    const lines = [line(1), line(2, { service_category_id: 3, category_id: 2, bill_no: 'B-2', paid_baisa: 500, tax_baisa: 7 })];
    const inserted = await paymentRepository.insert(
      t.db,
      {
        id,
        customer_id: null,
        kind: 'bulk',
        method: 'CreditCard',
        total_baisa: 13_000,
        points_baisa: 0,
        charged_baisa: 13_000,
        mobile: '96890000001',
        email: null,
        lang: 'en',
      },
      lines,
    );
    const read = await paymentRepository.lines(t.db, id);

    expect(read).toHaveLength(2);
    expect(inserted.lines).toHaveLength(2);
    for (const [i, stored] of read.entries()) {
      const answered = inserted.lines[i]! as unknown as Record<string, unknown>;
      expect(Object.keys(answered).sort()).toEqual(Object.keys(stored).sort());
      // One field at a time, so a failure names the column whose conversion is missing.
      for (const [column, value] of Object.entries(stored)) expect(answered[column], `line ${i + 1}: ${column}`).toEqual(value);
    }
    expect(inserted.lines).toEqual(read);
  });
});
