import { one, type Db } from '../../platform/db.ts';
import type { BillQuery, InquiryFailure, ReversalRequest } from '../biller-network/biller-network.ts';
import { SandboxBillerNetwork } from '../biller-network/sandbox-biller-network.ts';
import { SandboxUtilityData } from '../utility-data/sandbox-utility-data.ts';
import { SandboxWallet } from '../wallet/sandbox-wallet.ts';
import { ProviderRefusal, type OperationHandler } from './provider-service.ts';

const INQUIRY_STATUS = { not_found: [404, 'not_found'], invalid: [422, 'invalid'], unavailable: [503, 'biller_unavailable'] } as const;
const refuseInquiry = (f: InquiryFailure) => {
  const [status, code] = INQUIRY_STATUS[f.reason];
  return new ProviderRefusal(status, code, f.message);
};

/** The sandbox biller switch behind its protocol (biller-protocol.ts): the same bills and postings as in-process. */
export function billerHandlers(db: Db): Record<string, OperationHandler> {
  const sandbox = new SandboxBillerNetwork(db);
  return {
    inquireBill: async (query: BillQuery) => {
      const r = await sandbox.inquire(query);
      if (!r.ok) throw refuseInquiry(r);
      return { bill: r.bill };
    },
    postPayment: async (request: Parameters<SandboxBillerNetwork['post']>[0]) => {
      const r = await sandbox.post(request);
      if (r.ok) return { billerTrxId: r.billerTrxId, voucherCode: r.voucherCode };
      throw r.reason === 'rejected'
        ? new ProviderRefusal(422, 'rejected', r.message)
        : new ProviderRefusal(503, 'biller_unavailable', r.message);
    },
    lookUpPosting: async ({ reference }: { reference: string }) => {
      const row = await one<{ amount_baisa: number; biller_trx_id: string; voucher_code: string | null }>(
        db,
        'SELECT amount_baisa, biller_trx_id, voucher_code FROM sandbox_biller_postings WHERE reference = $1',
        [reference],
      );
      return {
        posting: row
          ? { reference, amount: Number(row.amount_baisa), billerTrxId: row.biller_trx_id, voucherCode: row.voucher_code }
          : null,
      };
    },
    reversePosting: async (request: ReversalRequest) => {
      const r = await sandbox.reverse(request);
      if (r.ok) return { reversalId: r.reversalId };
      throw r.reason === 'unavailable'
        ? new ProviderRefusal(503, 'biller_unavailable', r.message)
        : new ProviderRefusal(422, r.reason, r.message);
    },
    lastBill: async (query: BillQuery) => {
      const r = await sandbox.lastBill(query);
      if (!r.ok) throw refuseInquiry(r);
      return { bill: r.bill, issuedOn: r.issuedOn, lines: r.lines };
    },
    acknowledgementFile: async ({ billerId, day }: { billerId: number; day: string }) => {
      const r = await sandbox.acknowledgementFile(billerId, day);
      if (!r.ok) throw new ProviderRefusal(r.reason === 'not_business_day' ? 422 : 503, r.reason, r.message);
      return { billerId, day, complete: r.complete, content: r.content };
    },
  };
}

const WALLET_STATUS = {
  no_wallet: [404, 'no_wallet'],
  insufficient_funds: [422, 'insufficient_funds'],
  unavailable: [503, 'wallet_unavailable'],
} as const;

/** The sandbox wallet behind its protocol (wallet-protocol.ts). */
export function walletHandlers(db: Db): Record<string, OperationHandler> {
  const sandbox = new SandboxWallet(db);
  return {
    debit: async (input: { mobile: string; amount: number; reference: string }) => {
      const r = await sandbox.debit(input);
      if (r.ok) return { walletTrxId: r.walletTrxId };
      const [status, code] = WALLET_STATUS[r.reason];
      throw new ProviderRefusal(status, code, r.message);
    },
    refund: async ({ debitReference, reference, amount }: { debitReference: string; reference: string; amount?: number }) => ({
      refunded: await sandbox.refund(debitReference, reference, amount),
    }),
    lookUpTransaction: async ({ reference }: { reference: string }) => ({ transaction: await sandbox.lookup(reference) }),
    balance: async ({ mobile }: { mobile: string }) => ({ balance: await sandbox.balance(mobile) }),
  };
}

type MeterWindow = { accountNo: string; kind: 'Electricity' | 'Water'; from: string; to: string };

/** The sandbox meter data behind its protocol (meter-protocol.ts). */
export function meterHandlers(): Record<string, OperationHandler> {
  const sandbox = new SandboxUtilityData();
  return {
    dailyReads: async ({ from, to, ...meter }: MeterWindow) => ({ reads: await sandbox.dailyReads(meter, from, to) }),
    alarms: async ({ from, to, ...meter }: MeterWindow) => ({ alarms: await sandbox.alarms(meter, from, to) }),
  };
}
