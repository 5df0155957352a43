import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, messages } from '@portal/contract';
import { CodeFailures } from '../../src/platform/code-failures.ts';
import { loadConfig } from '../../src/platform/config.ts';
import type { Db } from '../../src/platform/db.ts';
import { OneTimeCodes, type VerifyOptions } from '../../src/platform/one-time-codes.ts';
import { countingDb } from '../../src/platform/sql-count.ts';
import { TEST_DEFAULTS, TEST_ENV } from '../support/test-app.ts';
import { openTestDb, type TestDb } from '../support/test-db.ts';

// Issue 36: a right code costs one statement and no transaction (decision 079); every refusal is the one the locked
// path always gave. Small limits so a code locks after 3 wrong tries and a mobile after 4.
const config = loadConfig(TEST_ENV, { ...TEST_DEFAULTS, OTP_MAX_ATTEMPTS: 3, OTP_ACCOUNT_MAX_FAILURES: 4 });
const PURPOSE = 'wallet';

const wrongCode = { code: ErrorCode.Unauthorized, text: messages.wrongCode };
const codeLocked = { code: ErrorCode.TooManyRequests, text: messages.codeLocked };
const blocked = { code: ErrorCode.TooManyRequests, text: new CodeFailures(config).blocked().text };

let t: TestDb;
let codes: OneTimeCodes;
/** Every statement verify sends, BEGIN and COMMIT included. */
const sent: string[] = [];
/** Runs once just before the next consuming statement is sent: what another request does in between. */
let beforeConsume: (() => Promise<void>) | undefined;

beforeAll(async () => {
  t = await openTestDb();
  const interposed: Db = {
    ...t.db,
    async query(sql, params) {
      const between = /UPDATE otp_codes SET consumed_at/.test(sql) ? beforeConsume : undefined;
      if (between) {
        beforeConsume = undefined;
        await between();
      }
      return t.db.query(sql, params);
    },
  };
  const db = countingDb(interposed, (_route, sql) => sent.push(sql));
  codes = new OneTimeCodes(db, { send: async () => undefined }, config, 'test pepper', { error: () => undefined });
});
afterAll(() => t.dispose());
afterEach(() => {
  const unused = beforeConsume;
  beforeConsume = undefined;
  expect(unused, 'no consuming statement was sent').toBeUndefined();
});

let mobiles = 0;
const newMobile = () => `9689100${String(++mobiles).padStart(4, '0')}`;

async function issue(mobile: string, payload: unknown = null): Promise<{ utr: string; pin: string }> {
  let pin = '';
  const { utr } = await codes.issue({
    purpose: PURPOSE,
    mobile,
    ip: '192.0.2.1',
    payload,
    deliver: true,
    text: (code) => {
      pin = code;
      return { en: code, ar: code };
    },
  });
  return { utr, pin };
}

const wrong = (pin: string) => `${(Number(pin[0]) + 1) % 10}${pin.slice(1)}`;
const verify = (utr: string, pin: string, opts?: VerifyOptions) => codes.verify(PURPOSE, utr, pin, opts);

async function codeRow(utr: string) {
  const [row] = await t.db.query<{ consumed_at: Date | null; attempts: number; locked: boolean }>(
    'SELECT consumed_at, attempts, locked FROM otp_codes WHERE utr = $1',
    [utr],
  );
  return row!;
}

async function failuresOf(mobile: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM otp_failures WHERE subject = $1', [mobile]);
  return row!.n;
}

describe('A right one-time code', () => {
  it('is consumed in one statement without a transaction, and starts the mobile’s count of wrong tries again', async () => {
    const mobile = newMobile();
    const other = await issue(mobile);
    await expect(verify(other.utr, wrong(other.pin))).rejects.toMatchObject(wrongCode);
    expect(await failuresOf(mobile)).toBe(1);

    const { utr, pin } = await issue(mobile, { paymentId: 'p1' });
    sent.length = 0;
    const verified = await verify(utr, pin, { boundTo: { paymentId: 'p1' } });
    expect(verified).toEqual({ subject: mobile, customerId: null, payload: { paymentId: 'p1' } });
    expect(sent).toHaveLength(1);
    expect(sent).not.toContain('BEGIN');
    expect((await codeRow(utr)).consumed_at).not.toBeNull();
    expect(await failuresOf(mobile)).toBe(0);
  });

  it('is used once only when two verifies race: one success, the other a replay or a refusal', async () => {
    const mobile = newMobile();
    for (const allowReplay of [true, false, true, false]) {
      const { utr, pin } = await issue(mobile);
      const answers = await Promise.allSettled([verify(utr, pin, { allowReplay }), verify(utr, pin, { allowReplay })]);
      const plain = answers.filter((a) => a.status === 'fulfilled' && !a.value.replay);
      expect(plain).toHaveLength(1);
      const second = answers.find((a) => a !== plain[0])!;
      if (allowReplay) expect(second).toMatchObject({ status: 'fulfilled', value: { replay: true } });
      else expect(second).toMatchObject({ status: 'rejected', reason: wrongCode });
    }
  });

  it('consumed by another request between the read and the consuming statement is used once only', async () => {
    const { utr, pin } = await issue(newMobile());
    let first: unknown;
    beforeConsume = async () => {
      first = await verify(utr, pin);
    };
    await expect(verify(utr, pin, { allowReplay: true })).resolves.toMatchObject({ replay: true });
    expect(first).not.toHaveProperty('replay');

    const again = await issue(newMobile());
    beforeConsume = () => verify(again.utr, again.pin).then(() => undefined);
    await expect(verify(again.utr, again.pin)).rejects.toMatchObject(wrongCode);
  });

  it('locked by a wrong try between the read and the consuming statement is refused, not consumed, the tries still counted', async () => {
    const mobile = newMobile();
    const { utr, pin } = await issue(mobile);
    for (let i = 0; i < config.OTP_MAX_ATTEMPTS - 1; i++) await expect(verify(utr, wrong(pin))).rejects.toMatchObject(wrongCode);
    beforeConsume = () => expect(verify(utr, wrong(pin))).rejects.toMatchObject(codeLocked);
    await expect(verify(utr, pin)).rejects.toMatchObject(codeLocked);
    expect((await codeRow(utr)).consumed_at).toBeNull();
    expect(await failuresOf(mobile)).toBe(config.OTP_MAX_ATTEMPTS);
  });

  it('is refused when a wrong try on it locks the mobile out while the consuming statement waits for the row', async () => {
    // The wrong try holds the row while it commits the lock-out; only PostgreSQL lets the
    // consuming statement start meanwhile (PGlite runs one statement at a time).
    const mobile = newMobile();
    const { utr, pin } = await issue(mobile);
    let wrongTry: Promise<void> | undefined;
    beforeConsume = async () => {
      let rowHeld!: () => void;
      const held = new Promise<void>((resolve) => (rowHeld = resolve));
      wrongTry = t.db.tx(async (q) => {
        await q.query('UPDATE otp_codes SET attempts = attempts + 1 WHERE utr = $1', [utr]);
        await q.query(
          `INSERT INTO otp_guards (subject, family, locked_until) VALUES ($1, 'payment', now() + interval '1 hour')
           ON CONFLICT (subject, family) DO UPDATE SET locked_until = excluded.locked_until`,
          [mobile],
        );
        rowHeld();
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await held;
    };
    await expect(verify(utr, pin)).rejects.toMatchObject(blocked);
    await wrongTry;
    expect((await codeRow(utr)).consumed_at).toBeNull();
  });

  it('is refused with the lock-out’s answer once the mobile is locked out, and not consumed', async () => {
    const mobile = newMobile();
    const outstanding = await issue(mobile);
    // Two wrong tries on each of two codes: neither code locks itself, the fourth locks the mobile out.
    const guessed = [await issue(mobile), await issue(mobile)];
    const answers = [];
    for (const { utr, pin } of guessed)
      for (let i = 0; i < 2; i++) answers.push(await verify(utr, wrong(pin)).catch((err: unknown) => err));
    expect(answers).toMatchObject([wrongCode, wrongCode, wrongCode, blocked]);

    await expect(verify(outstanding.utr, outstanding.pin)).rejects.toMatchObject(blocked);
    expect((await codeRow(outstanding.utr)).consumed_at).toBeNull();
  });

  it('is refused once the code is locked by too many wrong tries', async () => {
    const { utr, pin } = await issue(newMobile());
    for (let i = 1; i <= config.OTP_MAX_ATTEMPTS; i++)
      await expect(verify(utr, wrong(pin))).rejects.toMatchObject(i < config.OTP_MAX_ATTEMPTS ? wrongCode : codeLocked);
    expect(await codeRow(utr)).toMatchObject({ attempts: config.OTP_MAX_ATTEMPTS, locked: true });
    await expect(verify(utr, pin)).rejects.toMatchObject(codeLocked);
    expect((await codeRow(utr)).consumed_at).toBeNull();
  });

  it('is refused once expired', async () => {
    const { utr, pin } = await issue(newMobile());
    await t.db.query(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE utr = $1`, [utr]);
    await expect(verify(utr, pin)).rejects.toMatchObject(wrongCode);
    expect((await codeRow(utr)).consumed_at).toBeNull();
  });

  it('for another request is refused, not counted, and stays valid for its own', async () => {
    const { utr, pin } = await issue(newMobile(), { paymentId: 'p1' });
    const forPayment = (id: string) => ({ boundTo: { paymentId: id } });
    await expect(verify(utr, pin, forPayment('p2'))).rejects.toMatchObject(wrongCode);
    expect(await codeRow(utr)).toMatchObject({ attempts: 0, consumed_at: null });
    await expect(verify(utr, pin, forPayment('p1'))).resolves.toMatchObject({ payload: { paymentId: 'p1' } });
  });

  it('used already answers a replay from one read, and a refusal without allowReplay', async () => {
    const { utr, pin } = await issue(newMobile());
    await verify(utr, pin);
    sent.length = 0;
    await expect(verify(utr, pin, { allowReplay: true })).resolves.toMatchObject({ replay: true });
    expect(sent).toHaveLength(1);
    await expect(verify(utr, pin)).rejects.toMatchObject(wrongCode);
    await expect(verify(utr, wrong(pin), { allowReplay: true })).rejects.toMatchObject(wrongCode);
  });
});
