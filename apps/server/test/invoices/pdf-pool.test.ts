import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@portal/contract';
import type { BillDocument } from '../../src/modules/invoices/document-types.ts';
import { PdfPool } from '../../src/modules/invoices/pdf-pool.ts';
import { AppError } from '../../src/platform/errors.ts';
import { BILL, RECEIPT } from './fixtures.ts';
import { pdfToText, scratch } from './pdf-tools.ts';

const tmp = scratch();
const pool = new PdfPool({ size: 1, queueLimit: 1 });
afterAll(async () => {
  await pool.close();
  tmp.remove();
});

describe('PdfPool', () => {
  it('renders bills and receipts on a worker thread', async () => {
    const [bill, receipt] = await Promise.all([
      pool.render({ kind: 'bill', doc: BILL, lang: 'en' }),
      pool.render({ kind: 'receipt', doc: RECEIPT, lang: 'ar' }),
    ]);
    expect(pdfToText(tmp.write('bill.pdf', bill))).toContain('INV-2026-03-88120');
    expect(pdfToText(tmp.write('receipt.pdf', receipt))).toContain('BPP2026031500042');
  });

  it('refuses a job as busy (503, both languages) when the queue is full, and finishes the others', async () => {
    const job = { kind: 'bill', doc: BILL, lang: 'en' } as const;
    const running = pool.render(job);
    const waiting = pool.render(job);
    const refused = await pool.render(job).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: ErrorCode.Unavailable,
      text: { en: expect.stringMatching(/try again/), ar: expect.any(String) },
    });
    await expect(Promise.all([running, waiting])).resolves.toHaveLength(2);
  });

  it('fails only the job whose data cannot be drawn; the worker goes on', async () => {
    await expect(pool.render({ kind: 'bill', doc: {} as BillDocument, lang: 'en' })).rejects.toThrow(/PDF render failed/);
    await expect(pool.render({ kind: 'bill', doc: BILL, lang: 'ar' })).resolves.toBeInstanceOf(Buffer);
  });

  it('gives up on a render that takes too long, and refuses jobs once closed', async () => {
    const hasty = new PdfPool({ size: 1, queueLimit: 1, timeoutMs: 1 });
    await expect(hasty.render({ kind: 'bill', doc: BILL, lang: 'en' })).rejects.toThrow(/took over 1 ms/);
    await hasty.close();
    await expect(hasty.render({ kind: 'bill', doc: BILL, lang: 'en' })).rejects.toBeInstanceOf(AppError);
  });
});
