import { describe, expect, it } from 'vitest';
import { SANDBOX_WALLETS } from '../../src/adapters/wallet/sandbox-wallet.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const wallet = () => t.app.deps.wallet;
let n = 0;
const reference = () => `wallet-test-${++n}`;

describe('sandbox wallet', () => {
  it('holds the documented balances', async () => {
    expect(await wallet().balance('96890000001')).toBe(500_000);
    expect(await wallet().balance('96890000010')).toBe(1_000_000);
    expect(await wallet().balance(SANDBOX_WALLETS.tooLittle.mobile)).toBe(500);
    expect(await wallet().balance('96890000077')).toBeNull();
  });

  it('debits once per reference, even when the same debit arrives several times at once', async () => {
    const mobile = '96890000002';
    const before = (await wallet().balance(mobile))!;
    const ref = reference();
    const answers = await Promise.all(Array.from({ length: 5 }, () => wallet().debit({ mobile, amount: 12_345, reference: ref })));
    const [first] = answers;
    expect(first).toMatchObject({ ok: true });
    expect(first!.ok && first!.walletTrxId).toMatch(/^WT\d{12}$/);
    for (const a of answers) expect(a).toEqual(first);
    expect(await wallet().balance(mobile)).toBe(before - 12_345);
  });

  it('accepts the local 8-digit number and Arabic-Indic digits for the same wallet', async () => {
    const before = (await wallet().balance('96890000010'))!;
    expect((await wallet().debit({ mobile: '٩٠٠٠٠٠١٠', amount: 1_000, reference: reference() })).ok).toBe(true);
    expect(await wallet().balance('90000010')).toBe(before - 1_000);
  });

  it('refuses a debit above the balance and leaves the balance alone', async () => {
    const { mobile } = SANDBOX_WALLETS.tooLittle;
    expect(await wallet().debit({ mobile, amount: 501, reference: reference() })).toEqual({
      ok: false,
      reason: 'insufficient_funds',
      message: { en: 'The wallet balance is not enough for this payment', ar: 'رصيد المحفظة غير كافٍ لهذه العملية' },
    });
    expect(await wallet().balance(mobile)).toBe(500);
  });

  it('answers no_wallet for an unknown mobile and unavailable for the documented one', async () => {
    expect(await wallet().debit({ mobile: '96890000077', amount: 100, reference: reference() })).toMatchObject({
      ok: false,
      reason: 'no_wallet',
    });
    expect(await wallet().debit({ mobile: SANDBOX_WALLETS.unavailableMobile, amount: 100, reference: reference() })).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('refunds a debit in full, once, whatever key repeats it; a refund of an unknown debit does nothing', async () => {
    const mobile = '96890000001';
    const before = (await wallet().balance(mobile))!;
    const ref = reference();
    await wallet().debit({ mobile, amount: 7_500, reference: ref });
    expect(await wallet().lookup(ref)).toMatchObject({ kind: 'debit', amount: 7_500, mobile });
    expect(await wallet().lookup(`${ref}:refund`)).toBeNull();
    expect(await Promise.all([wallet().refund(ref, `${ref}:refund`), wallet().refund(ref, `${ref}:refund`)])).toEqual([true, true]);
    expect(await wallet().refund(ref, `${ref}:another-refund`)).toBe(true);
    expect(await wallet().refund('never-debited', 'never-debited:refund')).toBe(false);
    expect(await wallet().balance(mobile)).toBe(before);
    expect(await wallet().lookup(`${ref}:refund`)).toMatchObject({ kind: 'refund', amount: 7_500 });
    expect(await wallet().lookup(`${ref}:another-refund`)).toBeNull();
    // A refunded reference is still a debit that happened: repeating it does not debit again.
    expect((await wallet().debit({ mobile, amount: 7_500, reference: ref })).ok).toBe(true);
    expect(await wallet().balance(mobile)).toBe(before);
  });

  it('refunds part of a debit, keyed, never more in all than the debit; the rest refunds what is left', async () => {
    const mobile = '96890000010';
    const before = (await wallet().balance(mobile))!;
    const ref = reference();
    await wallet().debit({ mobile, amount: 10_000, reference: ref });
    expect(await Promise.all([wallet().refund(ref, `${ref}:r1`, 4_000), wallet().refund(ref, `${ref}:r1`, 4_000)])).toEqual([true, true]);
    expect(await wallet().refund(ref, `${ref}:r2`, 6_001)).toBe(false);
    expect(await wallet().lookup(`${ref}:r2`)).toBeNull();
    expect(await wallet().refund(ref, `${ref}:r2`, 3_000)).toBe(true);
    expect(await wallet().balance(mobile)).toBe(before - 3_000);
    expect(await wallet().refund(ref, `${ref}:rest`)).toBe(true);
    expect(await wallet().lookup(`${ref}:rest`)).toMatchObject({ kind: 'refund', amount: 3_000 });
    expect(await wallet().refund(ref, `${ref}:r3`, 1)).toBe(false);
    expect(await wallet().balance(mobile)).toBe(before);
    await expect(wallet().refund(ref, `${ref}:r4`, 0)).rejects.toThrow(RangeError);
  });

  it('refuses a debit that is not a positive whole number of baisa', async () => {
    await expect(wallet().debit({ mobile: '96890000001', amount: 0, reference: reference() })).rejects.toThrow(RangeError);
    await expect(wallet().debit({ mobile: '96890000001', amount: 1.5, reference: reference() })).rejects.toThrow(RangeError);
  });
});
