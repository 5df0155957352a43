import { z } from 'zod';
import { COMMON_ERRORS, operation, type ProviderProtocol } from './operation.ts';

const Mobile = z
  .string()
  .regex(/^968\d{8}$/)
  .describe('968 and the 8-digit local number');
const Reference = z.string().min(1).max(80);
const Transaction = z.object({
  kind: z.enum(['debit', 'refund']),
  mobile: z.string(),
  amount: z.number().int().positive(),
  walletTrxId: z.string().min(1),
});

export const walletOps = {
  debit: operation({
    operationId: 'debit',
    path: '/v1/debits',
    summary: 'Takes an amount from a wallet. Idempotent by reference: a repeat answers the first debit and takes nothing more.',
    request: z.object({ mobile: Mobile, amount: z.number().int().positive(), reference: Reference }),
    response: z.object({ walletTrxId: z.string().min(1) }),
    key: 'reference',
    safeToRetry: true,
    errors: {
      no_wallet: { status: 404, meaning: 'No wallet for this mobile; nothing taken.' },
      insufficient_funds: { status: 422, meaning: 'The balance is too low; nothing taken.' },
      wallet_unavailable: { status: 503, meaning: 'The wallet is down; nothing taken.' },
    },
    example: {
      request: { mobile: '96890000001', amount: 23_450, reference: 'P7F3K2:1:debit' },
      response: { walletTrxId: 'WT000123456789' },
    },
  }),
  refund: operation({
    operationId: 'refund',
    path: '/v1/refunds',
    summary:
      'Returns all or part of a debit under a new reference (a repeat of the reference answers the first result). Without an amount, what is left of the debit; refunds of one debit never add up to more than it: refunded=false when no such debit exists or the amount exceeds what is left.',
    request: z.object({
      debitReference: Reference,
      reference: Reference,
      amount: z.number().int().positive().optional().describe('Baisa to return; absent: all that is left of the debit'),
    }),
    response: z.object({ refunded: z.boolean() }),
    key: 'reference',
    safeToRetry: true,
    errors: {},
    example: { request: { debitReference: 'P7F3K2:1:debit', reference: 'P7F3K2:1:refund' }, response: { refunded: true } },
  }),
  lookup: operation({
    operationId: 'lookUpTransaction',
    path: '/v1/transactions/lookup',
    summary: 'The debit or refund made under a reference, or null: what the reconciler asks after a lost answer.',
    request: z.object({ reference: Reference }),
    response: z.object({ transaction: Transaction.nullable() }),
    key: null,
    safeToRetry: true,
    errors: {},
    example: {
      request: { reference: 'P7F3K2:1:debit' },
      response: { transaction: { kind: 'debit', mobile: '96890000001', amount: 23_450, walletTrxId: 'WT000123456789' } },
    },
  }),
  balance: operation({
    operationId: 'balance',
    path: '/v1/balances',
    summary: "A wallet's balance in baisa, or null when the mobile has no wallet.",
    request: z.object({ mobile: Mobile }),
    response: z.object({ balance: z.number().int().min(0).nullable() }),
    key: null,
    safeToRetry: true,
    errors: {},
    example: { request: { mobile: '96890000001' }, response: { balance: 500_000 } },
  }),
};

export const walletProtocol: ProviderProtocol = {
  name: 'wallet',
  title: 'Mobile wallet API',
  version: '1',
  description: `What the portal asks of the mobile wallet provider. Refusals every call may answer: ${Object.keys(COMMON_ERRORS).join(', ')}.`,
  operations: Object.values(walletOps),
};
