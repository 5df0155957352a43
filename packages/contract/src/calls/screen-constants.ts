/**
 * Constants the screens read, kept apart from the calls' schemas: a page that imports one of these does
 * not load zod with it (a module is bundled whole, so a constant beside a schema brings the schema along).
 */

/** Spec 01 §2 "Transaction history": the page sizes the pager offers and a request may ask for. */
export const HISTORY_PAGE_SIZES = [10, 20, 30, 50] as const;

/** Spec 01 §9: the map's centre when there are no points, and the zoom of both maps. */
export const DEFAULT_MAP_CENTER = { latitude: 23.566909, longitude: 58.170931 } as const;
export const DEFAULT_MAP_ZOOM = 7;
/** Spec 01 §3, §9: a record with this channel code (and type 'Branch') is a branch; anything else a kiosk. */
export const BRANCH_CHANNEL_CODE = 'BRK';
export const BRANCH_TYPE = 'Branch';

/** The consent wording for the messages we send (issue 12), versioned: the screen shows and the server records the same text. */
export const NOTIFICATION_CONSENT = {
  version: '2026-11-v1',
  en: 'I agree to receive the messages chosen above by SMS and e-mail at the mobile number and e-mail address in my profile. I can change this at any time here.',
  ar: 'أوافق على تلقي الرسائل المختارة أعلاه عبر الرسائل النصية والبريد الإلكتروني على رقم الهاتف والبريد الإلكتروني في ملفي الشخصي. يمكنني تغيير ذلك في أي وقت من هنا.',
} as const;

/** The days before a due date a reminder may be asked for (0: on the day itself). */
export const REMINDER_DAY_CHOICES = [7, 3, 1, 0] as const;
