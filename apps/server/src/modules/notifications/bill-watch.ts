import type { BillerNetwork } from '../../adapters/biller-network/biller-network.ts';
import { addDays, dayNumber, monthStart, omanDay } from '../../adapters/utility-data/days.ts';
import type { UtilityData } from '../../adapters/utility-data/utility-data.ts';
import type { Db } from '../../platform/db.ts';
import { kindOf, limitCrossings } from '../dashboard/index.ts';
import { notificationRepository, type NewNotification } from './notification-repository.ts';
import { watchRepository, type WatchedBill } from './watch-repository.ts';

/** Alarms older than this are history, not news: a first run (or a long outage) does not replay a year. */
const ALARM_LOOKBACK_DAYS = 3;

export interface BillWatchDeps {
  db: Db;
  billers: BillerNetwork;
  utilityData: UtilityData;
}

/** The reminder due for a bill today, if any: its arrival, then each chosen day before, then the day itself. */
export function reminderStage(today: string, dueDate: string, reminderDays: number[]): string | null {
  const left = dayNumber(dueDate) - dayNumber(today);
  if (left < 0) return null;
  // The nearest chosen day already reached; a run that missed earlier days sends only the latest.
  const reached = reminderDays.filter((d) => d >= left).sort((a, b) => a - b)[0];
  return reached === undefined ? 'presented' : `due-${reached}`;
}

/**
 * Looks at every registered bill once per run (a scheduled job, decision 020) and queues what its owner
 * should hear: a postpaid bill's arrival and its due-date reminders by the bill's DueNotificationMethod,
 * and a metered bill's alarms and limit crossing by its AlertNotificationMethod. Every message has a key
 * of its own (bill and bill number and stage, or alarm day and type), so runs on several servers, a run
 * repeated, or a run catching up after downtime queue each message once. A bill paid since is not
 * reminded: the biller says nothing is due (and the message is checked again when sent).
 */
export function billWatch(deps: BillWatchDeps) {
  const { db, billers, utilityData } = deps;

  async function runOnce(now = new Date()): Promise<{ bills: number; queued: number }> {
    let afterId = 0;
    let bills = 0;
    let queued = 0;
    for (;;) {
      const page = await watchRepository.page(db, afterId, 100);
      for (const bill of page) {
        const messages = [...(await reminders(bill, now)), ...(await alerts(bill, now))];
        queued += await notificationRepository.enqueue(db, messages);
      }
      bills += page.length;
      if (page.length < 100) return { bills, queued };
      afterId = page.at(-1)!.id;
    }
  }

  async function reminders(bill: WatchedBill, now: Date): Promise<NewNotification[]> {
    if (bill.service_type !== 'PostPaid' || !bill.due_reminders) return [];
    const found = await billers.inquire({
      billerId: bill.biller_id,
      serviceId: bill.service_id,
      serviceType: 'PostPaid',
      billingNo: bill.billing_no,
    });
    if (!found.ok || found.bill.due <= 0 || !found.bill.dueDate) return [];
    const dueDate = found.bill.dueDate.slice(0, 10);
    const stage = reminderStage(omanDay(now), dueDate, bill.reminder_days);
    if (!stage) return [];
    const billNo = found.bill.billNo || dueDate;
    return [
      to(bill, bill.due_notification, `bill:${bill.id}:${billNo}:${stage}`, 'due_reminder', { billId: bill.id, billNo, dueDate, stage }),
    ];
  }

  async function alerts(bill: WatchedBill, now: Date): Promise<NewNotification[]> {
    const kind = kindOf(bill.service_name, bill.category_short_name);
    if (!bill.meter_alerts || !bill.is_dashboard_enabled || !kind) return [];
    const meter = { accountNo: bill.account_number || bill.billing_no, kind };
    const last = utilityData.lastReadDay(now);
    const from = addDays(last, -(ALARM_LOOKBACK_DAYS - 1));
    const out: NewNotification[] = [];
    for (const a of await utilityData.alarms(meter, from, last)) {
      out.push(
        to(bill, bill.alert_notification, `alarm:${bill.id}:${a.date}:${a.type}`, 'meter_alert', {
          billId: bill.id,
          type: a.type,
          date: a.date,
          message: a.message,
        }),
      );
    }
    if (bill.limit_consumption_unit) {
      const limit = bill.limit_consumption_unit * 100;
      const reads = await utilityData.dailyReads(meter, monthStart(last), last);
      for (const c of limitCrossings(reads, limit)) {
        if (dayNumber(c.date) < dayNumber(from)) continue;
        out.push(
          to(bill, bill.alert_notification, `limit:${bill.id}:${c.date.slice(0, 7)}`, 'meter_alert', {
            billId: bill.id,
            type: 'LimitExceeded',
            date: c.date,
            used: c.used,
            limit,
            kind,
          }),
        );
      }
    }
    return out;
  }

  return { runOnce };
}

function to(
  bill: WatchedBill,
  method: 'SMS' | 'Email',
  eventKey: string,
  kind: NewNotification['kind'],
  subject: Record<string, unknown>,
): NewNotification {
  const email = method === 'Email' && bill.email?.includes('@');
  return {
    eventKey,
    kind,
    // A bill set to e-mail whose owner has none on file is told by SMS rather than not at all.
    channel: email ? 'email' : 'sms',
    recipient: email ? bill.email!.trim() : bill.mobile_no,
    lang: bill.lang,
    customerId: bill.customer_id,
    subject,
  };
}
