import { directionOf, type Language } from '@/shared/i18n';

/**
 * The page's only words while its language's strings could not be fetched (until-loaded.ts): kept here,
 * in the start's own code, because the strings file is what is missing. Without it a page the browser
 * draws itself showed only the header's logo, and a drawn page looked ready but took no input.
 */
const WORDS: Record<Language, string> = {
  en: 'The page could not finish loading. Check your connection: it will finish by itself once you are back online.',
  ar: 'تعذّر إكمال تحميل الصفحة. تحقّق من اتصالك: سيكتمل التحميل من تلقاء نفسه عند عودة الاتصال.',
};

const ID = 'start-notice';

/** Shows the notice once (an alert, so a screen reader says it), outside #root: a drawn page still hydrates. */
export function showStartNotice(lang: Language): void {
  if (document.getElementById(ID)) return;
  const notice = document.createElement('p');
  notice.id = ID;
  notice.setAttribute('role', 'alert');
  notice.lang = lang;
  notice.dir = directionOf(lang);
  notice.textContent = WORDS[lang];
  document.body.append(notice);
}

export function removeStartNotice(): void {
  document.getElementById(ID)?.remove();
}
