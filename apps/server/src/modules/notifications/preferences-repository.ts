import type { NotificationPreferences } from '@portal/contract';
import { one, type Queryable } from '../../platform/db.ts';

interface PreferencesRow {
  lang: 'en' | 'ar' | null;
  receipts: boolean;
  receipt_channels: Array<'sms' | 'email'>;
  due_reminders: boolean;
  meter_alerts: boolean;
  reminder_days: number[];
}

/** No row means the defaults: everything on, receipts by SMS and e-mail, reminders 3 days before and on the day. */
export const DEFAULT_PREFERENCES: Omit<NotificationPreferences, 'lang'> = {
  receipts: true,
  receiptChannels: ['sms', 'email'],
  dueReminders: true,
  meterAlerts: true,
  reminderDays: [3, 0],
};

export const preferencesRepository = {
  async of(q: Queryable, customerId: number): Promise<NotificationPreferences> {
    const row = await one<PreferencesRow>(
      q,
      'SELECT lang, receipts, receipt_channels, due_reminders, meter_alerts, reminder_days FROM notification_preferences WHERE customer_id = $1',
      [customerId],
    );
    const lastLang = row?.lang
      ? undefined
      : await one<{ lang: 'en' | 'ar' }>(q, 'SELECT lang FROM payments WHERE customer_id = $1 ORDER BY created_at DESC LIMIT 1', [
          customerId,
        ]);
    const lang = row?.lang ?? lastLang?.lang ?? 'en';
    if (!row) return { ...DEFAULT_PREFERENCES, lang };
    return {
      receipts: row.receipts,
      receiptChannels: row.receipt_channels,
      dueReminders: row.due_reminders,
      meterAlerts: row.meter_alerts,
      reminderDays: row.reminder_days,
      lang,
    };
  },

  /** Saves the choices and, in the same transaction, the consent they were given under. */
  async save(q: Queryable, customerId: number, p: NotificationPreferences, textVersion: string): Promise<void> {
    await q.query(
      `INSERT INTO notification_preferences (customer_id, lang, receipts, receipt_channels, due_reminders, meter_alerts, reminder_days, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT (customer_id) DO UPDATE SET lang = EXCLUDED.lang, receipts = EXCLUDED.receipts, receipt_channels = EXCLUDED.receipt_channels,
         due_reminders = EXCLUDED.due_reminders, meter_alerts = EXCLUDED.meter_alerts, reminder_days = EXCLUDED.reminder_days, updated_at = now()`,
      [customerId, p.lang, p.receipts, p.receiptChannels, p.dueReminders, p.meterAlerts, p.reminderDays],
    );
    await q.query('INSERT INTO notification_consents (customer_id, choices, text_version) VALUES ($1, $2, $3)', [
      customerId,
      JSON.stringify(p),
      textVersion,
    ]);
  },

  /** How the customer's live bills are set: one channel, 'mixed', or null without bills. */
  async billChannels(q: Queryable, customerId: number) {
    const rows = await q.query<{ due: string[]; alert: string[] }>(
      `SELECT coalesce(array_agg(DISTINCT due_notification), '{}') AS due, coalesce(array_agg(DISTINCT alert_notification), '{}') AS alert
         FROM registered_bills WHERE customer_id = $1 AND deleted_at IS NULL`,
      [customerId],
    );
    const one = (values: string[] | undefined): 'SMS' | 'Email' | 'mixed' | null =>
      !values?.length ? null : values.length > 1 ? 'mixed' : (values[0] as 'SMS' | 'Email');
    return { remindersBy: one(rows[0]?.due), alertsBy: one(rows[0]?.alert) };
  },

  async setBillChannels(
    q: Queryable,
    customerId: number,
    channels: { remindersBy?: 'SMS' | 'Email' | undefined; alertsBy?: 'SMS' | 'Email' | undefined },
  ) {
    if (channels.remindersBy) {
      await q.query('UPDATE registered_bills SET due_notification = $2, updated_at = now() WHERE customer_id = $1 AND deleted_at IS NULL', [
        customerId,
        channels.remindersBy,
      ]);
    }
    if (channels.alertsBy) {
      await q.query(
        'UPDATE registered_bills SET alert_notification = $2, updated_at = now() WHERE customer_id = $1 AND deleted_at IS NULL',
        [customerId, channels.alertsBy],
      );
    }
  },

  lastConsent: (q: Queryable, customerId: number) =>
    one<{ text_version: string; at: Date }>(
      q,
      'SELECT text_version, at FROM notification_consents WHERE customer_id = $1 ORDER BY id DESC LIMIT 1',
      [customerId],
    ),
};
