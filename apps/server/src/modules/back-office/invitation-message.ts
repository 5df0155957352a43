import type { Db } from '../../platform/db.ts';
import type { Vault } from '../../platform/vault.ts';
import { emailParts, type Lang, type RenderedMessage } from '../notifications/index.ts';
import { invitationRepository } from './invitation-repository.ts';

const ROLE_WORDS = { en: 'Roles', ar: 'الأدوار' };

/**
 * The invitation e-mail, written when it is sent (decision 020): nothing once the link was used or expired.
 * The token rides in the address's fragment, which browsers never send to a server or in a Referer.
 */
export async function renderInvitation(
  deps: { db: Db; vault: Vault; backOfficeUrl: string },
  invitationId: number,
  lang: Lang,
): Promise<{ message: RenderedMessage } | { cancel: string }> {
  const row = await invitationRepository.byId(deps.db, invitationId);
  if (!row) return { cancel: 'invitation not found' };
  if (row.used_at || new Date(row.expires_at) <= new Date()) return { cancel: 'invitation used or expired' };
  const link = `${deps.backOfficeUrl}invitation#${deps.vault.open(row.token_sealed)}`;
  const heading =
    lang === 'ar' ? `مرحباً ${row.display_name}، تمت دعوتك إلى المكتب الخلفي` : `${row.display_name}, you are invited to the back office`;
  const paragraphs =
    lang === 'ar'
      ? ['افتح هذا الرابط لتعيين كلمة المرور وتطبيق المصادقة. يعمل الرابط مرة واحدة خلال 48 ساعة.', link]
      : ['Open this link to set your password and your authenticator. It works once, within 48 hours.', link];
  const footer = lang === 'ar' ? 'إن لم تكن تتوقع هذه الدعوة فتجاهلها.' : 'If you did not expect this invitation, ignore it.';
  return {
    message: {
      sms: '',
      email: {
        subject: lang === 'ar' ? 'دعوة إلى المكتب الخلفي لبوابة دفع الفواتير' : 'Your invitation to the Bill Payment back office',
        ...emailParts(lang, { heading, paragraphs, rows: [[ROLE_WORDS[lang], row.roles.join(', ')]], footer }),
      },
    },
  };
}
