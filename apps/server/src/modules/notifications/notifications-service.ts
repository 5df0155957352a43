import { ErrorCode, NOTIFICATION_CONSENT, type NotificationPreferences } from '@portal/contract';
import type { SessionRef } from '../../platform/sessions.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { customerRepository } from '../personal-profile/index.ts';
import { isFinal, paymentRepository } from '../payments/index.ts';
import { notificationRepository } from './notification-repository.ts';
import { queueReceiptAgain } from './payment-events.ts';
import { preferencesRepository } from './preferences-repository.ts';

/** Copies of one receipt a customer may ask for in a day: enough for a lost message, not a flood. */
const RESENDS_PER_DAY = 3;
const texts = {
  oldConsent: { en: 'The consent text has changed. Please read it again and save', ar: 'تغيّر نص الموافقة. يرجى قراءته مرة أخرى ثم الحفظ' },
  noPayment: { en: 'Payment not found', ar: 'لم يتم العثور على عملية الدفع' },
  notFinal: {
    en: 'This payment is still being processed; its receipt will be sent when it ends',
    ar: 'لا تزال عملية الدفع قيد المعالجة؛ سيُرسل إيصالها عند انتهائها',
  },
  tooMany: {
    en: `This receipt was already sent again ${RESENDS_PER_DAY} times today; nothing more was sent. Please try again tomorrow`,
    ar: `أُعيد إرسال هذا الإيصال ${RESENDS_PER_DAY} مرات اليوم؛ لم يُرسل شيء آخر. يرجى المحاولة غداً`,
  },
};

/** The profile's Notifications section and "Send receipt again"; every call works on the signed-in customer only. */
export function notificationsService(deps: Pick<Deps, 'db' | 'notices'>) {
  const { db } = deps;

  async function preferences(session: SessionRef) {
    const customer = await customerRepository.byId(db, session.customerId);
    if (!customer) throw notFound(texts.noPayment);
    const consent = await preferencesRepository.lastConsent(db, session.customerId);
    return {
      preferences: await preferencesRepository.of(db, session.customerId),
      mobile: customer.mobile_no,
      email: customer.email || null,
      consent: consent ? { version: consent.text_version, at: new Date(consent.at).toISOString() } : null,
      bills: await preferencesRepository.billChannels(db, session.customerId),
    };
  }

  async function save(
    session: SessionRef,
    body: {
      preferences: NotificationPreferences;
      consentVersion: string;
      billChannels?: { remindersBy?: 'SMS' | 'Email' | undefined; alertsBy?: 'SMS' | 'Email' | undefined } | undefined;
    },
  ) {
    if (body.consentVersion !== NOTIFICATION_CONSENT.version) throw new AppError(ErrorCode.MissingDataIntegrity, texts.oldConsent);
    const p = body.preferences;
    const cleaned = {
      ...p,
      receiptChannels: [...new Set(p.receiptChannels)],
      reminderDays: [...new Set(p.reminderDays)].sort((a, b) => b - a),
    };
    await db.tx(async (q) => {
      await preferencesRepository.save(q, session.customerId, cleaned, body.consentVersion);
      if (body.billChannels) await preferencesRepository.setBillChannels(q, session.customerId, body.billChannels);
    });
    return preferences(session);
  }

  async function resendReceipt(session: SessionRef, referenceNumber: string) {
    const p = await paymentRepository.byReference(db, referenceNumber);
    if (!p || p.customer_id !== session.customerId) throw notFound(texts.noPayment);
    if (!isFinal(p.state)) throw new AppError(ErrorCode.Pending, texts.notFinal);
    const channels = await db.tx(async (q) => {
      const copies = await notificationRepository.receiptCopies(q, p.id);
      if (copies.lastDay >= RESENDS_PER_DAY) throw new AppError(ErrorCode.TooManyRequests, texts.tooMany);
      const queued = await queueReceiptAgain(q, p, copies.all + 1);
      // Success only for a copy that is on its way.
      if (!queued.added) throw new AppError(ErrorCode.TooManyRequests, texts.tooMany);
      return queued.channels;
    });
    deps.notices.ring();
    return { channels };
  }

  return { preferences, save, resendReceipt };
}
