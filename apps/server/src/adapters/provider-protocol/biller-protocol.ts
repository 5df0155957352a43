import { z } from 'zod';
import { formatStatement } from '../statement-files/statement-layouts.ts';
import { Bilingual, COMMON_ERRORS, operation, type ProviderProtocol } from './operation.ts';

const Baisa = z.number().int().min(0).describe('Omani rial in baisa (1 OMR = 1000 baisa), an integer');

export const BillQuerySchema = z.object({
  billerId: z.number().int(),
  serviceId: z.number().int(),
  serviceType: z.enum(['PostPaid', 'PrePaid', 'External']),
  billingNo: z.string().max(40).describe('The reference; empty for a gift card, which has none'),
  amount: Baisa.optional().describe('Prepaid: the amount asked; gift cards: the price of the denomination'),
  serviceCategoryId: z.number().int().nullable().optional(),
});

export const BillSchema = z.object({
  billingNo: z.string(),
  billNo: z.string(),
  due: Baisa,
  fee: Baisa,
  vat: Baisa,
  tax: Baisa,
  debtRecovered: Baisa,
  allowPartial: z.boolean(),
  min: Baisa,
  max: Baisa,
  customerName: z.string(),
  customerNameAr: z.string(),
  account: z.string(),
  dueDate: z.string().nullable(),
});

const PostingSchema = z.object({
  reference: z.string().min(1).max(80).describe('Our unique reference for the line; also the Idempotency-Key'),
  billerId: z.number().int(),
  serviceId: z.number().int(),
  billingNo: z.string().max(40),
  amount: z.number().int().positive(),
  method: z.enum(['Wallet', 'CreditCard']),
});

const Posted = z.object({ billerTrxId: z.string().min(1), voucherCode: z.string().nullable() });

const inquiryErrors = {
  not_found: { status: 404, meaning: 'The biller has no such account or reference.' },
  invalid: { status: 422, meaning: 'The query cannot be answered as asked (prepaid amount missing or beyond the limit).' },
  biller_unavailable: { status: 503, meaning: 'The biller behind the switch is down; nothing was done. Ask again later.' },
};

const exampleQuery = { billerId: 1, serviceId: 1, serviceType: 'PostPaid' as const, billingNo: '100234567' };
const exampleBill = {
  billingNo: '100234567',
  billNo: 'B2026110001',
  due: 23_450,
  fee: 0,
  vat: 0,
  tax: 0,
  debtRecovered: 0,
  allowPartial: false,
  min: 0,
  max: 0,
  customerName: 'Ahmed Al Balushi',
  customerNameAr: 'أحمد البلوشي',
  account: '100234567',
  dueDate: '2026-12-15',
};

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('An Oman banking day, YYYY-MM-DD (Asia/Muscat; Sunday–Thursday less public holidays)');

const exampleAcknowledgement = formatStatement(
  'biller',
  [{ recordType: 'POSTING', reference: 'P7F3K2:1:post', outsideReference: 'BN004512837719', amountBaisa: 23_450, valueDate: '2026-11-12' }],
  '2026-11-12',
);

export const billerOps = {
  inquire: operation({
    operationId: 'inquireBill',
    path: '/v1/bills/inquire',
    summary: 'What is owed now on a reference (postpaid), or the bill for an amount (prepaid, gift cards).',
    request: BillQuerySchema,
    response: z.object({ bill: BillSchema }),
    key: null,
    safeToRetry: true,
    errors: inquiryErrors,
    example: { request: exampleQuery, response: { bill: exampleBill } },
  }),
  post: operation({
    operationId: 'postPayment',
    path: '/v1/postings',
    summary: 'Posts a payment to the biller. Idempotent by reference: the same reference answers the first posting, however often sent.',
    request: PostingSchema,
    response: Posted,
    key: 'reference',
    safeToRetry: true,
    errors: {
      rejected: { status: 422, meaning: 'The biller refused this payment for good; nothing is posted. We return the money.' },
      biller_unavailable: { status: 503, meaning: 'The biller is down; nothing is posted. We send the same reference again later.' },
    },
    example: {
      request: { reference: 'P7F3K2:1:post', billerId: 1, serviceId: 1, billingNo: '100234567', amount: 23_450, method: 'CreditCard' },
      response: { billerTrxId: 'BN004512837719', voucherCode: null },
    },
  }),
  lookup: operation({
    operationId: 'lookUpPosting',
    path: '/v1/postings/lookup',
    summary: 'Whether a posting with our reference exists (after a lost answer), and its ids.',
    request: z.object({ reference: z.string().min(1).max(80) }),
    response: z.object({ posting: Posted.extend({ reference: z.string(), amount: Baisa }).nullable() }),
    key: null,
    safeToRetry: true,
    errors: {},
    example: {
      request: { reference: 'P7F3K2:1:post' },
      response: { posting: { reference: 'P7F3K2:1:post', amount: 23_450, billerTrxId: 'BN004512837719', voucherCode: null } },
    },
  }),
  reverse: operation({
    operationId: 'reversePosting',
    path: '/v1/reversals',
    summary:
      'Gives back all or part of a posting, by the reference it was posted under. Accepted only on the Oman business day (Asia/Muscat, Sunday–Thursday) the posting was made; idempotent by reference.',
    request: z.object({
      reference: z.string().min(1).max(80).describe('Our unique reference for this reversal; also the Idempotency-Key'),
      postingReference: z.string().min(1).max(80),
      amount: z.number().int().positive(),
    }),
    response: z.object({ reversalId: z.string().min(1) }),
    key: 'reference',
    safeToRetry: true,
    errors: {
      too_late: { status: 422, meaning: "The posting's business day has ended: the money is the biller's; claim it in its settlement." },
      not_found: { status: 422, meaning: 'No posting under that reference.' },
      exceeds: { status: 422, meaning: 'More than is left of the posting after earlier reversals.' },
      biller_unavailable: { status: 503, meaning: 'The biller is down; nothing is reversed. Send the same reference again later.' },
    },
    example: {
      request: { reference: 'P7F3K2:1:reverse:1', postingReference: 'P7F3K2:1:post', amount: 10_000 },
      response: { reversalId: 'RV000451283' },
    },
  }),
  lastBill: operation({
    operationId: 'lastBill',
    path: '/v1/bills/last',
    summary: "The biller's last issued bill document for a postpaid reference, with its lines.",
    request: BillQuerySchema,
    response: z.object({
      bill: BillSchema,
      issuedOn: z.string(),
      lines: z.array(z.object({ label: Bilingual, amount: z.number().int() })),
    }),
    key: null,
    safeToRetry: true,
    errors: { ...inquiryErrors, invalid: { status: 422, meaning: 'Not a postpaid reference: there is no bill document.' } },
    example: {
      request: exampleQuery,
      response: {
        bill: exampleBill,
        issuedOn: '2026-11-01',
        lines: [{ label: { en: 'Energy charge', ar: 'رسوم الطاقة' }, amount: 23_450 }],
      },
    },
  }),
  acknowledgementFile: operation({
    operationId: 'acknowledgementFile',
    path: '/v1/acknowledgements',
    summary:
      "A biller's daily acknowledgement file: every posting the switch accepted for the biller in the business day's window (from the end of the previous banking day to the end of this one, Asia/Muscat), in the CSV layout of docs/settlement-files.md (biller file). While the day is not over the file holds the postings so far and `complete` is false; once over, the same day always answers the same file.",
    request: z.object({ billerId: z.number().int(), day: Day }),
    response: z.object({
      billerId: z.number().int(),
      day: Day,
      complete: z.boolean().describe('False while the business day is still open: the file can still grow'),
      content: z.string().min(1).describe('The file, UTF-8 CSV as docs/settlement-files.md describes'),
    }),
    key: null,
    safeToRetry: true,
    errors: {
      not_business_day: {
        status: 422,
        meaning: 'The day is a weekend or a public holiday: its postings settle with the next banking day.',
      },
    },
    example: {
      request: { billerId: 1, day: '2026-11-12' },
      response: { billerId: 1, day: '2026-11-12', complete: true, content: exampleAcknowledgement },
    },
  }),
};

export const billerProtocol: ProviderProtocol = {
  name: 'biller-switch',
  title: 'Biller switch API',
  version: '1',
  description:
    'What the portal asks of the national biller switch (or a translator in front of it). Refusals other than those listed: ' +
    Object.keys(COMMON_ERRORS).join(', ') +
    '.',
  operations: Object.values(billerOps),
};
