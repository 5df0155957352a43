/** A catalog entry's name in the language in use (Arabic falls back to English when empty). */
export const nameIn = (item: { name: string; arabicName: string }, lang: 'en' | 'ar') =>
  lang === 'ar' ? item.arabicName || item.name : item.name || item.arabicName;
