import { afterEach } from 'vitest';
import { backOfficeCalls as c, type RequestRefundRequest } from '@portal/contract/back-office';
import { sandboxFaults } from '../../src/adapters/sandbox-faults/sandbox-faults.ts';
import { checkLedger } from '../../src/modules/payments/index.ts';
import { expectResult } from '../support/api.ts';
import { loginIndividual } from '../support/logins.ts';
import { usePaymentApp, type PaymentTestApp } from '../support/payment-app.ts';
import { newStaff, signInStaff, staffCall, type StaffClient } from '../support/staff.ts';
import {
  billLine,
  cardNonce,
  completePayment,
  confirmedSession,
  receiptOf,
  walletCode,
  walletPay,
  WALLET,
} from '../payments/payment-fixtures.ts';

/** Refunds above 1.000 OMR wait for a second person: the sandbox's bills are larger than that. */
export const THRESHOLD = 1000;

/** The payment app the refund files share: a refund above THRESHOLD waits for approval; faults cleared after each test. */
export function useRefundApp(): PaymentTestApp {
  afterEach(() => sandboxFaults.clear());
  return usePaymentApp({ REFUND_APPROVAL_THRESHOLD_OMR: THRESHOLD / 1000 });
}

/** A member of staff for each role a refund meets, signed in, and a signed-in customer. */
export async function refundCast(t: PaymentTestApp) {
  const staff = await Promise.all([
    newStaff(t.db, ['support_lead']),
    newStaff(t.db, ['finance_ops']),
    newStaff(t.db, ['finance_approver']),
    newStaff(t.db, ['finance_ops', 'finance_approver']),
    newStaff(t.db, ['support_agent']),
    newStaff(t.db, ['auditor']),
  ]);
  const [lead, finance, approver, makerChecker, agent, auditor] = (await Promise.all(staff.map((s) => signInStaff(t.app, s)))) as [
    StaffClient,
    StaffClient,
    StaffClient,
    StaffClient,
    StaffClient,
    StaffClient,
  ];
  return {
    lead,
    finance,
    approver,
    makerChecker,
    agent,
    auditor,
    ids: { lead: staff[0]!.id, approver: staff[2]!.id },
    customer: await loginIndividual(t.app),
  };
}

/** Payments to refund and what to read of them; `who` gives the customer and the finance client once signed in. */
export function refundHelpers(t: PaymentTestApp, who: () => { customer: string; finance: StaffClient }) {
  /** A signed-in customer's completed wallet payment of one bill: its id and the line's paid baisa. */
  async function walletPayment(sid: string | undefined = who().customer): Promise<{ id: string; paid: number; reference: string }> {
    const { line } = await billLine(t.app);
    const answer = await walletPay(t.app, line, await walletCode(t.app, line, WALLET.funded, sid), WALLET.funded, sid);
    expectResult(answer, 0);
    const receipt = receiptOf(answer);
    return { id: receipt.paymentSessionId, paid: Math.round(line.PaidAmount * 1000), reference: receipt.refrenceNumberInfo.refrenceNumber };
  }

  async function cardPayment(): Promise<{ id: string; paid: number }> {
    const { line } = await billLine(t.app);
    const { paymentSessionId } = await confirmedSession(t, line, await cardNonce(t));
    expectResult(await completePayment(t.app, paymentSessionId), 0);
    return { id: paymentSessionId, paid: Math.round(line.PaidAmount * 1000) };
  }

  const refundable = async (paymentId: string, client = who().finance) => {
    const d = (await staffCall(t.app, c.listRefunds, { paymentId }, { client })).details!;
    return d.refundable.find((l) => l.lineNo === 1)?.refundableBaisa ?? 0;
  };
  const ask = (client: StaffClient, body: Omit<RequestRefundRequest, 'reason' | 'note' | 'lineNo'> & Partial<RequestRefundRequest>) =>
    staffCall(t.app, c.requestRefund, { lineNo: 1, reason: 'customer_request', note: 'Customer asked on the phone', ...body }, { client });
  const ledgerOf = async (paymentId: string) => (await checkLedger(t.db)).problems.filter((p) => p.paymentId === paymentId);
  const walletRefunds = async (paymentId: string) =>
    Number(
      (
        await t.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM sandbox_wallet_transactions WHERE kind = 'refund' AND left(reference, length($1) + 1) = $1 || ':'`,
          [paymentId],
        )
      )[0]!.n,
    );
  return { walletPayment, cardPayment, refundable, ask, ledgerOf, walletRefunds };
}
