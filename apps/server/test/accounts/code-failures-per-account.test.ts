import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { calls, messages, type Bilingual, type Envelope } from '@portal/contract';
import { buildApp } from '../../src/app.ts';
import { call, challengeOf, deviceInfo, expectResult, outbox, readCode } from '../support/api.ts';
import { DEMO, loginBody } from '../support/logins.ts';
import { useTestApp } from '../support/test-app.ts';

// The defaults on purpose: 5 wrong tries lock a code, 10 in 24 hours lock the mobile for 24 hours.
const t = useTestApp();

const blocked: Bilingual = {
  en: 'Too many wrong codes were entered for this mobile number. For your security, codes for it are blocked for 24 hours. Please try again later',
  ar: 'تم إدخال رموز خاطئة كثيرة لرقم الهاتف هذا. حفاظاً على أمانك، تم إيقاف الرموز لهذا الرقم لمدة 24 ساعة. يرجى المحاولة لاحقاً',
};
const ownerNotice =
  'Too many wrong verification codes were entered for your mobile number on the bill payment portal. For your security, codes for this number are blocked for 24 hours. If this was not you, please contact us.\n' +
  'تم إدخال رموز تحقق خاطئة كثيرة لرقم هاتفك في بوابة دفع الفواتير. حفاظاً على أمانك، تم إيقاف الرموز لهذا الرقم لمدة 24 ساعة. إذا لم تكن أنت، يرجى التواصل معنا.';

const askLoginCode = (mobile: string, app: FastifyInstance = t.app) => call(app, calls.login, loginBody(mobile));
const confirmLogin = (mobile: string, utr: string, pin: string, app: FastifyInstance = t.app) =>
  call(app, calls.login, loginBody(mobile, '', { utr, pin }));
const wrongFor = (right: string | null) => (right === '000000' ? '111111' : '000000');

/** The code a registered mobile was texted; a decoy has none, so any pin is wrong. */
async function rightCode(mobile: string): Promise<string | null> {
  return (await outbox(t.app, mobile))[0]?.code ?? null;
}

/**
 * Wrong login codes for a mobile, a new code asked for whenever the last one locked itself (every
 * OTP_MAX_ATTEMPTS tries), as an attacker would; the answers' result codes and English texts.
 */
async function guess(mobile: string, tries: number, app: FastifyInstance = t.app): Promise<Envelope<unknown>[]> {
  const answers: Envelope<unknown>[] = [];
  let utr = '';
  for (let i = 0; i < tries; i++) {
    if (i % t.config.OTP_MAX_ATTEMPTS === 0) utr = challengeOf(await askLoginCode(mobile, app)).utr;
    answers.push(await confirmLogin(mobile, utr, wrongFor(await rightCode(mobile)), app));
  }
  return answers;
}

const codesOf = (answers: Envelope<unknown>[]) => answers.map((a) => a.result.errorCode);
/** Tries 1–4 of each code are wrong (401), the 5th locks that code (429), the 10th locks the mobile. */
const TEN_TRIES = [401, 401, 401, 401, 429, 401, 401, 401, 401, 429];

describe('Wrong one-time codes counted per mobile across codes', () => {
  it('locks the mobile out after 10 wrong codes: new and outstanding codes refused, the owner texted', async () => {
    const mobile = DEMO.individual.mobile;
    const outstanding = challengeOf(await askLoginCode(mobile));
    const outstandingCode = await readCode(t.app, mobile);
    const answers = await guess(mobile, 10);
    expect(codesOf(answers)).toEqual(TEN_TRIES);
    expectResult(answers[4]!, 429, messages.codeLocked);
    expectResult(answers[9]!, 429, blocked);
    const [notice] = await outbox(t.app, mobile);
    expect(notice?.text).toBe(ownerNotice);

    expectResult(await askLoginCode(mobile), 429, blocked);
    expectResult(await confirmLogin(mobile, outstanding.utr, outstandingCode), 429, blocked);
    // Another mobile is not touched.
    const other = DEMO.otherIndividual.mobile;
    const { utr } = challengeOf(await askLoginCode(other));
    expectResult(await confirmLogin(other, utr, await readCode(t.app, other)), 0);
  });

  it('answers an unregistered mobile exactly the same way, and texts nobody', async () => {
    const unknown = '96899999991';
    const answers = await guess(unknown, 10);
    expect(codesOf(answers)).toEqual(TEN_TRIES);
    expectResult(answers[9]!, 429, blocked);
    expectResult(await askLoginCode(unknown), 429, blocked);
    expect(await outbox(t.app, unknown)).toEqual([]);
  });

  it('starts counting again after a right code (consecutive failures)', async () => {
    const mobile = DEMO.otherIndividual.mobile;
    expect(codesOf(await guess(mobile, 9))).toEqual(TEN_TRIES.slice(0, 9));
    const { utr } = challengeOf(await askLoginCode(mobile));
    expectResult(await confirmLogin(mobile, utr, await readCode(t.app, mobile)), 0);
    expect(codesOf(await guess(mobile, 9))).toEqual(TEN_TRIES.slice(0, 9));
    challengeOf(await askLoginCode(mobile));
  });

  it('counts in the database: wrong codes on two servers add up to one lock', async () => {
    const second = await buildApp({ config: t.config, db: t.db, serveClient: false });
    try {
      const unknown = '96899999992';
      expect(codesOf(await guess(unknown, 5, t.app))).toEqual(TEN_TRIES.slice(0, 5));
      expect(codesOf(await guess(unknown, 5, second))).toEqual(TEN_TRIES.slice(0, 5).map((c, i) => (i === 4 ? 429 : c)));
      expectResult(await askLoginCode(unknown, t.app), 429, blocked);
      expectResult(await askLoginCode(unknown, second), 429, blocked);
    } finally {
      await second.close();
    }
  });

  it('counts wrong reset codes and wrong login codes of a mobile together', async () => {
    const { userName, documentNo, mobile } = DEMO.company;
    const request = { deviceInfo, customerInfo: { userName }, legalDocument: { documentNo } };
    const reset = challengeOf(await call(t.app, calls.forgotPassword, request));
    const pin = wrongFor(await readCode(t.app, mobile));
    for (let i = 0; i < t.config.OTP_MAX_ATTEMPTS; i++)
      await call(t.app, calls.forgotPassword, { ...request, authenticate: { utr: reset.utr, pin, otp: null } });
    // The company's mobile is no individual's: its login codes are decoys, counted on the same mobile.
    const answers = await guess(mobile, 5);
    expectResult(answers[4]!, 429, blocked);
    expectResult(await call(t.app, calls.forgotPassword, request), 429, blocked);
    expect((await outbox(t.app, mobile))[0]?.text).toBe(ownerNotice);
  });

  it('lifts the lock when its time is up, and counts afresh', async () => {
    const unknown = '96899999993';
    await guess(unknown, 10);
    expectResult(await askLoginCode(unknown), 429, blocked);
    await t.db.query(`UPDATE otp_guards SET locked_until = now() - interval '1 second' WHERE subject = $1`, [unknown]);
    challengeOf(await askLoginCode(unknown));
    expect(codesOf(await guess(unknown, 9))).toEqual(TEN_TRIES.slice(0, 9));
  });
});
