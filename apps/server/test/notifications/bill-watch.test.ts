import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/adapters/utility-data/days.ts';
import { reminderStage } from '../../src/modules/notifications/bill-watch.ts';
import { scheduledJob } from '../../src/platform/scheduled-jobs.ts';
import { outbox } from '../support/api.ts';
import { DEMO, loginIndividual } from '../support/logins.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { account, inquire, lineOf, walletCode, walletPay } from '../payments/payment-fixtures.ts';
import { registeredBillRepository } from '../../src/modules/registered-bills/repository.ts';
import { mailbox } from './notice-fixtures.ts';

/**
 * Issue 12: due-date reminders and meter alerts for registered bills, queued by a job that runs once
 * per period for all servers and catches up after downtime, each message once, never for a bill paid.
 * The demo individual's bills (seed): electricity 100234567 "Home" (limit 900 kWh) and 100765432
 * "Farm" (reminders by e-mail).
 */
// The cap on reminders and alerts a day is the worker's own test (notification-worker.test.ts); here a month's runs meet at once.
const t = usePaymentApp({ NOTIFY_DAILY_CAP: 1000 });
const HOME = '100234567';
const FARM = '100765432';
const EMAIL = 'ahmed.harthy@example.om';
let dueDate: string;
let billId: number;

/** 09:00 in Muscat on a day. */
const morningOf = (day: string) => new Date(`${day}T09:00:00+04:00`);
const keysFor = async (id: number) =>
  (
    await t.db.query<{ event_key: string; status: string }>(
      `SELECT event_key, status FROM notifications WHERE subject->>'billId' = $1 AND kind = 'due_reminder' ORDER BY id`,
      [String(id)],
    )
  ).map((r) => r.event_key.split(':').pop());

beforeAll(async () => {
  const bill = await inquire(t.app, HOME);
  dueDate = bill.dueDate!.slice(0, 10);
  const [row] = await t.db.query<{ id: number }>(`SELECT id FROM registered_bills WHERE billing_no = $1 AND deleted_at IS NULL`, [HOME]);
  billId = row!.id;
});

describe('reminder stages', () => {
  it('the arrival, then each chosen day before the due date, then the day itself; a missed day is caught up once', () => {
    expect(
      ['2026-12-01', '2026-12-12', '2026-12-13', '2026-12-14', '2026-12-15', '2026-12-16'].map((d) =>
        reminderStage(d, '2026-12-15', [3, 0]),
      ),
    ).toEqual(['presented', 'due-3', 'due-3', 'due-3', 'due-0', null]);
    expect(reminderStage('2026-12-08', '2026-12-15', [7, 1])).toBe('due-7');
  });
});

// A month of the job's runs: 6 s alone on PostgreSQL, over 30 s when CI's other files share the two cores.
describe('bill watch', { timeout: 120_000 }, () => {
  it('queues each reminder once however often it runs, and sends it by the bill’s method', async () => {
    for (const day of [
      addDays(dueDate, -10),
      addDays(dueDate, -10),
      addDays(dueDate, -3),
      addDays(dueDate, -2),
      dueDate,
      addDays(dueDate, 1),
    ]) {
      await t.app.billWatch.runOnce(morningOf(day));
    }
    expect(await keysFor(billId)).toEqual(['presented', 'due-3', 'due-0']);
    await t.app.notifier.runOnce(morningOf(dueDate));
    const texts = (await outbox(t.app, DEMO.individual.mobile)).map((m) => m.text).filter((x) => x.includes(HOME));
    expect(texts, JSON.stringify(texts)).toContainEqual(
      expect.stringMatching(/^Reminder: your .* 100234567 \(Home\) bill of OMR \d+\.\d{3} is due today\.$/),
    );
    expect(texts.filter((x) => x.startsWith('Reminder'))).toHaveLength(2);

    const [farm] = await t.db.query<{ id: number }>(`SELECT id FROM registered_bills WHERE billing_no = $1 AND deleted_at IS NULL`, [FARM]);
    const mails = (await mailbox(t.app, EMAIL)).filter((m) => m.text_body.includes(FARM));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]!.html_body).toContain('Amount due');
    expect(farm).toBeDefined();
  });

  it('a bill paid before its due date is not reminded, and a reminder queued before the payment is not sent', async () => {
    const sid = await loginIndividual(t.app);
    const water = account();
    const [me] = await t.db.query<{ id: number }>(`SELECT id FROM customers WHERE mobile_no = $1`, [DEMO.individual.mobile]);
    const id = (await registeredBillRepository.insert(t.db, {
      customer_id: me!.id,
      biller_id: 11,
      service_id: 111,
      service_category_id: null,
      billing_no: water,
      bill_no: '',
      name: 'Shop',
      account_number: null,
      ownership: null,
      limit_consumption: null,
      limit_consumption_unit: null,
      due_notification: 'SMS',
      alert_notification: 'SMS',
    }))!;
    const bill = await inquire(t.app, water);
    const due = bill.dueDate!.slice(0, 10);
    await t.app.billWatch.runOnce(morningOf(addDays(due, -3)));
    expect(await keysFor(id)).toEqual(['due-3']);

    const line = lineOf(bill);
    const answer = await walletPay(t.app, line, await walletCode(t.app, line, DEMO.individual.mobile, sid), DEMO.individual.mobile, sid);
    expect(answer.result.errorCode).toBe(0);
    await t.app.notifier.runOnce(morningOf(addDays(due, -3)));
    await t.app.notifier.settled();
    const [reminder] = await t.db.query<{ status: string; last_error: string }>(
      `SELECT status, last_error FROM notifications WHERE subject->>'billId' = $1 AND kind = 'due_reminder'`,
      [String(id)],
    );
    expect(reminder).toEqual({ status: 'cancelled', last_error: 'paid: nothing is due' });

    await t.app.billWatch.runOnce(morningOf(due));
    expect(await keysFor(id)).toEqual(['due-3']);
  });

  it('a customer who turned reminders off gets none; alerts are queued once per alarm', async () => {
    const [other] = await t.db.query<{ id: number }>(`SELECT id FROM customers WHERE mobile_no = $1`, [DEMO.company.mobile]);
    await t.db.query(`INSERT INTO notification_preferences (customer_id, due_reminders) VALUES ($1, false)`, [other!.id]);
    const [{ last }] = (await t.db.query<{ last: string }>(`SELECT coalesce(max(id), 0) AS last FROM notifications`)) as [{ last: string }];
    for (const day of [addDays(dueDate, -12), addDays(dueDate, -3), dueDate]) await t.app.billWatch.runOnce(morningOf(day));
    const companyReminders = await t.db.query(`SELECT 1 FROM notifications WHERE customer_id = $1 AND kind = 'due_reminder' AND id > $2`, [
      other!.id,
      last,
    ]);
    expect(companyReminders).toEqual([]);

    // Over a month of mornings every alarm of the demo meters is queued once, however often the job runs.
    const start = addDays(dueDate, -20);
    for (let i = 0; i < 30; i++) await t.app.billWatch.runOnce(morningOf(addDays(start, i)));
    for (let i = 0; i < 30; i += 2) await t.app.billWatch.runOnce(morningOf(addDays(start, i)));
    const alerts = await t.db.query<{ event_key: string; n: number }>(
      `SELECT event_key, count(*)::int AS n FROM notifications WHERE kind = 'meter_alert' GROUP BY event_key`,
    );
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.every((a) => a.n === 1)).toBe(true);
  });
});

describe('scheduled jobs', () => {
  it('one run per period across servers; a period missed while all were down runs once on return', async () => {
    let runs = 0;
    const job = (name: string) =>
      scheduledJob({ db: t.db, log: t.app.log, name, everyMs: 3600_000, leaseMs: 60_000, run: async () => void runs++ });
    const now = new Date(Date.now() + 86_400_000);
    const [a, b] = [job('test-job'), job('test-job')];
    expect(await Promise.all([a.runIfDue(now), b.runIfDue(now)])).toEqual(expect.arrayContaining([true, false]));
    expect(await b.runIfDue(new Date(now.getTime() + 1800_000))).toBe(false);
    expect(await b.runIfDue(new Date(now.getTime() + 5 * 3600_000))).toBe(true);
    expect(await a.runIfDue(new Date(now.getTime() + 5 * 3600_000 + 60_000))).toBe(false);
    expect(runs).toBe(2);
  });
});
