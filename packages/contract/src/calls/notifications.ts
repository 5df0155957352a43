import { z } from 'zod';
import { lazy } from '../lazy.ts';
import { DeviceInfoSchema } from '../common-fields.ts';
import { REMINDER_DAY_CHOICES } from './screen-constants.ts';

/**
 * Beyond the spec's call tables (issue 12): the customer's choices about the messages we send, and
 * "Send receipt again". The consent wording is versioned here, so the screen shows and the server
 * records the same text (Oman's personal data law asks for recorded consent): NOTIFICATION_CONSENT, in
 * screen-constants.ts.
 */
export const ReceiptChannelSchema = lazy(() => z.enum(['sms', 'email']));

export const NotificationPreferencesSchema = lazy(() =>
  z.object({
    receipts: z.boolean(),
    receiptChannels: z.array(ReceiptChannelSchema).max(2),
    dueReminders: z.boolean(),
    meterAlerts: z.boolean(),
    reminderDays: z
      .array(z.number().int())
      .max(REMINDER_DAY_CHOICES.length)
      .refine((days) => days.every((d) => (REMINDER_DAY_CHOICES as readonly number[]).includes(d)), 'reminder days: 7, 3, 1 or 0'),
    lang: z.enum(['en', 'ar']),
  }),
);
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const BillChannelSchema = lazy(() => z.enum(['SMS', 'Email']));
/** How the customer's registered bills are set (each bill's DueNotificationMethod / AlertNotificationMethod). */
export const BillChannelsSchema = lazy(() =>
  z.object({
    /** `mixed` when the bills differ; null when there are no bills. */
    remindersBy: z.enum(['SMS', 'Email', 'mixed']).nullable(),
    alertsBy: z.enum(['SMS', 'Email', 'mixed']).nullable(),
  }),
);

export const GetNotificationPreferencesRequestSchema = lazy(() => z.object({ deviceInfo: DeviceInfoSchema }));
export const NotificationPreferencesDetailsSchema = lazy(() =>
  z.object({
    preferences: NotificationPreferencesSchema,
    /** Where the messages go: the profile's mobile and e-mail (null when none). */
    mobile: z.string(),
    email: z.string().nullable(),
    /** The consent the customer last gave, if any. */
    consent: z.object({ version: z.string(), at: z.string() }).nullable(),
    bills: BillChannelsSchema,
  }),
);

export const SetNotificationPreferencesRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    preferences: NotificationPreferencesSchema,
    /** The version of NOTIFICATION_CONSENT the customer was shown and agreed to. */
    consentVersion: z.string().max(40),
    /** Set every registered bill's reminders or alerts to this channel at once (each bill can still be changed on its own). */
    billChannels: z.object({ remindersBy: BillChannelSchema.optional(), alertsBy: BillChannelSchema.optional() }).optional(),
  }),
);

export const ResendReceiptRequestSchema = lazy(() =>
  z.object({
    deviceInfo: DeviceInfoSchema,
    /** The payment's reference number, as on its receipt and its history rows. */
    referenceNumber: z.string().min(1).max(40),
  }),
);
export const ResendReceiptDetailsSchema = lazy(() => z.object({ channels: z.array(ReceiptChannelSchema) }));
