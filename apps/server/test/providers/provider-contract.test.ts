import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { billerOps } from '../../src/adapters/provider-protocol/biller-protocol.ts';
import { meterOps } from '../../src/adapters/provider-protocol/meter-protocol.ts';
import type { ProviderOperation } from '../../src/adapters/provider-protocol/operation.ts';
import { SignedClient } from '../../src/adapters/provider-protocol/signed-client.ts';
import { signRequest } from '../../src/adapters/provider-protocol/signing.ts';
import type { ProviderName } from '../../src/adapters/provider-protocol/start-sandbox-providers.ts';
import { walletOps } from '../../src/adapters/provider-protocol/wallet-protocol.ts';
import { parseStatement } from '../../src/adapters/statement-files/statement-layouts.ts';
import { settlementDayAt } from '../../src/modules/settlement/business-days.ts';
import { CONTRACT_DATA, contractTarget, type ContractTarget } from './contract-target.ts';

/**
 * The published provider protocols (docs/providers) as a suite any implementation must pass: the
 * sandbox services here, or an operator's service with PROVIDER_CONTRACT_URL (see contract-target.ts).
 * Answers are checked by the protocol's own schemas inside SignedClient.
 */
function suite(name: ProviderName, body: (ctx: { client: () => SignedClient; target: () => ContractTarget }) => void) {
  describe(name, () => {
    let target: ContractTarget | null = null;
    let client: SignedClient;
    beforeAll(async () => {
      target = await contractTarget(name);
      if (target) client = new SignedClient({ name, baseUrl: target.url, secret: target.secret, retries: 0 });
    });
    afterAll(() => target?.close());
    body({ client: () => client, target: () => target! });
  });
}

/** A raw signed POST, so a test can break one part of it. */
async function raw(
  target: ContractTarget,
  op: ProviderOperation,
  input: unknown,
  tweak: { secret?: string; now?: Date; headers?: Record<string, string> } = {},
) {
  const body = JSON.stringify(input);
  const path = new URL(target.url + op.path).pathname;
  const key = op.key ? String((input as Record<string, unknown>)[op.key]) : randomUUID();
  const headers = {
    ...signRequest(tweak.secret ?? target.secret, { method: 'POST', path, body, key, ...(tweak.now ? { now: tweak.now } : {}) }),
    ...tweak.headers,
  };
  const res = await fetch(target.url + op.path, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
  return { status: res.status, json: (await res.json()) as { error?: { code: string; message: { en: string; ar: string } } }, headers };
}

const skipUnlessTarget = (name: ProviderName) => !!process.env.PROVIDER_CONTRACT_URL && process.env.PROVIDER_CONTRACT !== name;

for (const [name, op, input] of [
  ['biller-switch', billerOps.inquire, { billerId: 1, serviceId: 1, serviceType: 'PostPaid', billingNo: CONTRACT_DATA.billingNo }],
  ['wallet', walletOps.balance, { mobile: CONTRACT_DATA.fundedMobile }],
  ['meter-data', meterOps.reads, { accountNo: CONTRACT_DATA.meterAccount, kind: 'Electricity', from: '2025-01-01', to: '2025-01-03' }],
] as const) {
  describe.skipIf(skipUnlessTarget(name))(`${name}: signing`, () => {
    let target: ContractTarget;
    beforeAll(async () => {
      target = (await contractTarget(name))!;
    });
    afterAll(() => target?.close());

    test('a signed request is answered; the same request id again is refused as replayed', async () => {
      const first = await raw(target, op, input);
      expect(first.status).toBe(200);
      const again = await raw(target, op, input, { headers: { 'x-request-id': first.headers['x-request-id']! } });
      // Same id under a fresh signature: the id is what the provider remembers.
      expect([again.status, again.json.error?.code]).toEqual([401, 'bad_signature']);
      const replay = await fetch(target.url + op.path, {
        method: 'POST',
        headers: { ...first.headers, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      expect(replay.status).toBe(409);
      expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('replayed');
    });

    test('unsigned, wrongly signed and stale requests are refused with a bilingual reason', async () => {
      const unsigned = await fetch(target.url + op.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      expect(unsigned.status).toBe(401);
      const wrong = await raw(target, op, input, { secret: 'another-secret-entirely-Zx81' });
      expect([wrong.status, wrong.json.error?.code]).toEqual([401, 'bad_signature']);
      expect(wrong.json.error?.message.ar).toBeTruthy();
      const stale = await raw(target, op, input, { now: new Date(Date.now() - 6 * 60_000) });
      expect([stale.status, stale.json.error?.code]).toEqual([401, 'stale']);
    });

    test('a body outside the schema is refused', async () => {
      const bad = await raw(target, op, { nonsense: true });
      expect([bad.status, bad.json.error?.code]).toEqual([400, 'invalid_request']);
    });
  });
}

suite('biller-switch', ({ client, target }) => {
  const query = { billerId: 1, serviceId: 1, serviceType: 'PostPaid' as const, billingNo: CONTRACT_DATA.billingNo };

  test.skipIf(skipUnlessTarget('biller-switch'))(
    'inquiry, posting by reference (twice: one posting), look-up and the last bill',
    async () => {
      const inquiry = await client().call(billerOps.inquire, query);
      expect(inquiry.ok).toBe(true);
      const reference = `contract-${randomUUID()}:1:post`;
      const request = {
        reference,
        billerId: 1,
        serviceId: 1,
        billingNo: CONTRACT_DATA.billingNo,
        amount: 1_000,
        method: 'CreditCard' as const,
      };
      const first = await client().call(billerOps.post, request);
      const second = await client().call(billerOps.post, request);
      expect(first.ok && second.ok).toBe(true);
      expect(second).toEqual(first);
      const found = await client().call(billerOps.lookup, { reference });
      expect(found.ok && found.body.posting).toMatchObject({ reference, amount: 1_000 });
      const none = await client().call(billerOps.lookup, { reference: `contract-${randomUUID()}` });
      expect(none.ok && none.body.posting).toBeNull();
      const last = await client().call(billerOps.lastBill, query);
      expect(last.ok && last.body.lines.length).toBeGreaterThan(0);
    },
  );

  test.skipIf(skipUnlessTarget('biller-switch'))(
    'a posting is reversed in parts under their own references, once each, never beyond what was posted',
    async () => {
      const postingReference = `contract-${randomUUID()}:1:post`;
      const posted = await client().call(billerOps.post, {
        reference: postingReference,
        billerId: 1,
        serviceId: 1,
        billingNo: CONTRACT_DATA.billingNo,
        amount: 1_000,
        method: 'Wallet',
      });
      expect(posted.ok).toBe(true);
      const part = { reference: `contract-${randomUUID()}:reverse`, postingReference, amount: 400 };
      const first = await client().call(billerOps.reverse, part);
      expect(first.ok).toBe(true);
      expect(await client().call(billerOps.reverse, part)).toEqual(first);
      const tooMuch = await client().call(billerOps.reverse, { ...part, reference: `contract-${randomUUID()}`, amount: 700 });
      expect(!tooMuch.ok && [tooMuch.status, tooMuch.error.code]).toEqual([422, 'exceeds']);
      const rest = await client().call(billerOps.reverse, { ...part, reference: `contract-${randomUUID()}`, amount: 600 });
      expect(rest.ok).toBe(true);
      const unknown = await client().call(billerOps.reverse, { ...part, reference: `contract-${randomUUID()}`, postingReference: 'none' });
      expect(!unknown.ok && unknown.error.code).toBe('not_found');
    },
  );

  test.skipIf(skipUnlessTarget('biller-switch'))('refusals: not found, refused posting, key that is not the reference', async () => {
    const missing = await client().call(billerOps.inquire, { ...query, billingNo: CONTRACT_DATA.notFoundBillingNo });
    expect(!missing.ok && [missing.status, missing.error.code]).toEqual([404, 'not_found']);
    const request = {
      reference: `contract-${randomUUID()}`,
      billerId: 1,
      serviceId: 1,
      billingNo: CONTRACT_DATA.refusedBillingNo,
      amount: 1_000,
      method: 'Wallet' as const,
    };
    const refused = await client().call(billerOps.post, request);
    expect(!refused.ok && [refused.status, refused.error.code]).toEqual([422, 'rejected']);
    const mismatch = await raw(target(), billerOps.post, request, { headers: { 'idempotency-key': 'another-key' } });
    // The key is signed, so changing it breaks the signature before the provider compares it.
    expect(mismatch.status).toBe(401);
  });

  test.skipIf(skipUnlessTarget('biller-switch'))(
    "the daily acknowledgement file: today's holds a new posting and is not complete; a past day's is; a weekend has none",
    async () => {
      const reference = `contract-${randomUUID()}:1:post`;
      const posted = await client().call(billerOps.post, {
        reference,
        billerId: 1,
        serviceId: 1,
        billingNo: CONTRACT_DATA.billingNo,
        amount: 1_000,
        method: 'Wallet',
      });
      if (!posted.ok) throw new Error(`posting refused: ${posted.error.code}`);
      // The business day a posting made now settles on (Friday and Saturday settle on Sunday).
      const day = settlementDayAt(new Date(), new Set());
      const today = await client().call(billerOps.acknowledgementFile, { billerId: 1, day });
      if (!today.ok) throw new Error(`no file: ${today.error.code}`);
      expect(today.body).toMatchObject({ billerId: 1, day, complete: false });
      // The layout settlement imports (docs/settlement-files.md): parsed by the same parser, totals checked.
      const line = parseStatement('biller', today.body.content).lines.find((l) => l.reference === reference);
      expect(line).toMatchObject({ recordType: 'POSTING', outsideReference: posted.body.billerTrxId, amountBaisa: 1_000 });

      const past = await client().call(billerOps.acknowledgementFile, { billerId: 1, day: CONTRACT_DATA.pastBankingDay });
      expect(past.ok && past.body.complete).toBe(true);
      expect(past.ok && parseStatement('biller', past.body.content).lines.every((l) => l.reference !== reference)).toBe(true);
      const friday = await client().call(billerOps.acknowledgementFile, { billerId: 1, day: '2024-03-08' });
      expect(!friday.ok && [friday.status, friday.error.code]).toEqual([422, 'not_business_day']);
    },
  );
});

suite('wallet', ({ client }) => {
  test.skipIf(skipUnlessTarget('wallet'))('a debit is taken once per reference, looked up, and refunded once', async () => {
    const mobile = CONTRACT_DATA.fundedMobile;
    const before = await client().call(walletOps.balance, { mobile });
    expect(before.ok && before.body.balance).toBeGreaterThan(2_000);
    const reference = `contract-${randomUUID()}:1:debit`;
    const first = await client().call(walletOps.debit, { mobile, amount: 1_250, reference });
    const second = await client().call(walletOps.debit, { mobile, amount: 1_250, reference });
    expect(first.ok).toBe(true);
    expect(second).toEqual(first);
    const after = await client().call(walletOps.balance, { mobile });
    expect(after.ok && before.ok && before.body.balance! - after.body.balance!).toBe(1_250);
    const found = await client().call(walletOps.lookup, { reference });
    expect(found.ok && found.body.transaction).toMatchObject({ kind: 'debit', amount: 1_250, mobile });
    const refundRef = `contract-${randomUUID()}:1:refund`;
    const part = { debitReference: reference, reference: `contract-${randomUUID()}:1:refund-part`, amount: 250 };
    expect(await client().call(walletOps.refund, part)).toEqual({ ok: true, body: { refunded: true } });
    expect(await client().call(walletOps.refund, { ...part, reference: `contract-${randomUUID()}`, amount: 1_001 })).toEqual({
      ok: true,
      body: { refunded: false },
    });
    expect(await client().call(walletOps.refund, { debitReference: reference, reference: refundRef })).toEqual({
      ok: true,
      body: { refunded: true },
    });
    await client().call(walletOps.refund, { debitReference: reference, reference: `contract-${randomUUID()}` });
    const back = await client().call(walletOps.balance, { mobile });
    expect(back.ok && before.ok && back.body.balance).toBe(before.ok && before.body.balance);
    const nothing = await client().call(walletOps.refund, {
      debitReference: `contract-${randomUUID()}`,
      reference: `contract-${randomUUID()}`,
    });
    expect(nothing).toEqual({ ok: true, body: { refunded: false } });
  });

  test.skipIf(skipUnlessTarget('wallet'))('too little money is refused and nothing is taken', async () => {
    const refused = await client().call(walletOps.debit, {
      mobile: CONTRACT_DATA.poorMobile,
      amount: 900_000,
      reference: `contract-${randomUUID()}`,
    });
    expect(!refused.ok && [refused.status, refused.error.code]).toEqual([422, 'insufficient_funds']);
  });
});

suite('meter-data', ({ client }) => {
  test.skipIf(skipUnlessTarget('meter-data'))('one read a day, oldest first, and alarms in both languages', async () => {
    const window = { accountNo: CONTRACT_DATA.meterAccount, kind: 'Electricity' as const, from: '2025-03-01', to: '2025-03-31' };
    const reads = await client().call(meterOps.reads, window);
    expect(reads.ok && reads.body.reads.map((r) => r.date)).toHaveLength(31);
    expect(reads.ok && reads.body.reads[0]!.date).toBe('2025-03-01');
    const alarms = await client().call(meterOps.alarms, window);
    expect(alarms.ok && alarms.body.alarms.every((a) => a.message.ar.length > 0)).toBe(true);
  });
});
