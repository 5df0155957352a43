import { describe, expect, it } from 'vitest';
import {
  calls,
  NOTIFICATION_CONSENT,
  NotificationPreferencesDetailsSchema,
  ResendReceiptDetailsSchema,
  type NotificationPreferences,
} from '@portal/contract';
import { call, deviceInfo, expectResult, outbox } from '../support/api.ts';
import { DEMO, loginIndividual } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { account, inquire, lineOf, receiptOf, walletCode, walletPay } from '../payments/payment-fixtures.ts';
import { mailbox, noticesOf, summary } from './notice-fixtures.ts';

/**
 * Issue 12, the customer's control: choices per kind with the consent recorded, opted-out kinds send
 * nothing, and "Send receipt again" from history.
 */
const t = usePaymentApp();
const EMAIL = 'ahmed.harthy@example.om';

const get = async (sid: string) =>
  NotificationPreferencesDetailsSchema.parse((await call(t.app, calls.getNotificationPreferences, { deviceInfo }, sid)).details);
const set = (sid: string, preferences: NotificationPreferences, consentVersion: string = NOTIFICATION_CONSENT.version) =>
  call(t.app, calls.setNotificationPreferences, { deviceInfo, preferences, consentVersion }, sid);

async function pay(sid: string) {
  const line = lineOf(await inquire(t.app, account()));
  const answer = await walletPay(t.app, line, await walletCode(t.app, line, DEMO.individual.mobile, sid), DEMO.individual.mobile, sid);
  expectResult(answer, 0);
  return receiptOf(answer);
}

describe('notification preferences', () => {
  it('start from the defaults, are saved with the consent they were given under, and refuse an old consent text', async () => {
    const sid = await loginIndividual(t.app);
    const first = await get(sid);
    expect(first).toMatchObject({
      preferences: { receipts: true, receiptChannels: ['sms', 'email'], dueReminders: true, meterAlerts: true, reminderDays: [3, 0] },
      mobile: DEMO.individual.mobile,
      email: EMAIL,
      consent: null,
    });

    const refused = await set(sid, { ...first.preferences, dueReminders: false }, '2020-old');
    expectResult(refused, 901, {
      en: 'The consent text has changed. Please read it again and save',
      ar: 'تغيّر نص الموافقة. يرجى قراءته مرة أخرى ثم الحفظ',
    });

    const saved = await set(sid, { ...first.preferences, receiptChannels: ['email'], reminderDays: [0, 7, 7], lang: 'ar' });
    expectResult(saved, 0);
    const after = await get(sid);
    expect(after.preferences).toEqual({
      receipts: true,
      receiptChannels: ['email'],
      dueReminders: true,
      meterAlerts: true,
      reminderDays: [7, 0],
      lang: 'ar',
    });
    expect(after.consent?.version).toBe(NOTIFICATION_CONSENT.version);
    const consents = await t.db.query<{ text_version: string; choices: NotificationPreferences }>(
      'SELECT text_version, choices FROM notification_consents',
    );
    expect(consents).toEqual([
      { text_version: NOTIFICATION_CONSENT.version, choices: expect.objectContaining({ receiptChannels: ['email'] }) },
    ]);

    // The demo individual's bills differ (one sends reminders by e-mail); one choice sets them all.
    expect(after.bills).toEqual({ remindersBy: 'mixed', alertsBy: 'SMS' });
    const all = await call(
      t.app,
      calls.setNotificationPreferences,
      { deviceInfo, preferences: after.preferences, consentVersion: NOTIFICATION_CONSENT.version, billChannels: { alertsBy: 'Email' } },
      sid,
    );
    expectResult(all, 0);
    expect(NotificationPreferencesDetailsSchema.parse(all.details).bills).toEqual({ remindersBy: 'mixed', alertsBy: 'Email' });
  });

  it('receipts by e-mail only: no SMS; receipts off: nothing at all', async () => {
    const sid = await loginIndividual(t.app);
    const base = (await get(sid)).preferences;
    expectResult(await set(sid, { ...base, receipts: true, receiptChannels: ['email'] }), 0);
    const byMail = await pay(sid);
    expect(summary(await noticesOf(t.app, byMail.paymentSessionId))).toEqual([`receipt email ${EMAIL} delivered`]);

    expectResult(await set(sid, { ...base, receipts: false }), 0);
    const silent = await pay(sid);
    expect(await noticesOf(t.app, silent.paymentSessionId)).toEqual([]);
    expect((await outbox(t.app, DEMO.individual.mobile)).filter((m) => m.text.includes(silent.refrenceNumberInfo.refrenceNumber))).toEqual(
      [],
    );
  });

  it('Send receipt again: a fresh copy to the chosen channels, three a day, only for the owner', async () => {
    const sid = await loginIndividual(t.app);
    const base = (await get(sid)).preferences;
    expectResult(await set(sid, { ...base, receipts: true, receiptChannels: ['sms', 'email'] }), 0);
    const receipt = await pay(sid);
    const ref = receipt.refrenceNumberInfo.refrenceNumber;
    const again = () => call(t.app, calls.resendReceipt, { deviceInfo, referenceNumber: ref }, sid);
    for (let i = 0; i < 3; i++) {
      const answer = await again();
      expectResult(answer, 0);
      expect(ResendReceiptDetailsSchema.parse(answer.details).channels.sort()).toEqual(['email', 'sms']);
    }
    expectResult(await again(), 429, {
      en: 'This receipt was already sent again 3 times today; nothing more was sent. Please try again tomorrow',
      ar: 'أُعيد إرسال هذا الإيصال 3 مرات اليوم؛ لم يُرسل شيء آخر. يرجى المحاولة غداً',
    });
    await t.app.notifier.settled();
    expect((await outbox(t.app, DEMO.individual.mobile)).filter((m) => m.text.includes(ref))).toHaveLength(4);
    expect((await mailbox(t.app, EMAIL)).filter((m) => m.subject.includes(ref))).toHaveLength(4);

    const stranger = await loginIndividual(t.app, DEMO.otherIndividual.mobile);
    expectResult(await call(t.app, calls.resendReceipt, { deviceInfo, referenceNumber: ref }, stranger), 404);
  });

  it('Send receipt again, asked five times at once: three copies queued and three successes; the others say it was already sent 3 times (issue 30)', async () => {
    const sid = await loginIndividual(t.app);
    const receipt = await pay(sid);
    const ref = receipt.refrenceNumberInfo.refrenceNumber;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, calls.resendReceipt, { deviceInfo, referenceNumber: ref }, sid)),
    );
    const codes = answers.map((a) => a.result.errorCode).sort((x, y) => x - y);
    expect(codes).toEqual([0, 0, 0, 429, 429]);
    for (const refused of answers.filter((a) => a.result.errorCode === 429))
      expect(refused.result.errorEDesc).toMatch(/already sent again 3 times/);
    const [copies] = await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT event_key)::int AS n FROM notifications WHERE event_key LIKE $1`,
      [`payment:${receipt.paymentSessionId}:receipt:copy-%`],
    );
    expect(Number(copies!.n)).toBe(3);
  });
});
