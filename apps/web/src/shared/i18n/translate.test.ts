import { beforeAll, describe, expect, test } from 'vitest';
import { loadStrings, resources } from './resources';
import { translate, type Language, type Strings, type TOptions } from './translate';

const t = (lang: Language, key: string, options?: TOptions) => translate(resources, lang, key, options);

beforeAll(async () => {
  await Promise.all([loadStrings('en'), loadStrings('ar')]);
});

// The expected strings are what i18next 26 (as the app set it up) gave for the same calls.
describe('the translator', () => {
  test('a dotted key is looked up in the page language, from every locale file merged', () => {
    expect(t('en', 'app.name')).toBe('Bill Payment Portal');
    expect(t('ar', 'app.name')).toBe('بوابة دفع الفواتير');
    expect(t('en', 'payment.form.bills', { count: 1 })).toBe('1 bill');
  });

  test('{{variables}} are filled in; one not given stays as written, one given as nothing is left out', () => {
    expect(t('en', 'header.welcome', { name: 'Salim' })).toBe('Welcome, Salim');
    expect(t('en', 'header.welcome')).toBe('Welcome, {{name}}');
    expect(t('en', 'header.welcome', { other: 1 })).toBe('Welcome, {{name}}');
    expect(t('en', 'header.welcome', { name: undefined })).toBe('Welcome, ');
    expect(t('en', 'branches.hoursRange', { start: 8, end: '14:00' })).toBe('8 - 14:00');
  });

  test('a value is not read again as a variable', () => {
    expect(t('en', 'header.welcome', { name: '{{name}}' })).toBe('Welcome, {{name}}');
  });

  test('every Arabic plural form, as i18next chose them', () => {
    const bills = [0, 1, 2, 3, 11, 100].map((count) => t('ar', 'payment.form.bills', { count }));
    expect(bills).toEqual(['لا فواتير', 'فاتورة واحدة', 'فاتورتان', '3 فواتير', '11 فاتورة', '100 فاتورة']);
    const summary = [0, 1, 2, 3, 11, 100].map((count) => t('ar', 'locations.summary', { count }).split('.')[0]);
    expect(summary).toEqual([
      'لا توجد مواقع على الخريطة',
      'موقع واحد على الخريطة',
      'موقعان على الخريطة',
      '3 مواقع على الخريطة',
      '11 موقعاً على الخريطة',
      '100 موقع على الخريطة',
    ]);
    expect([0, 1, 2, 1.5].map((count) => t('en', 'payment.form.bills', { count }))).toEqual(['0 bills', '1 bill', '2 bills', '1.5 bills']);
  });

  test('an Arabic plural form that is missing falls back to English, chosen by English rules', () => {
    // notifications.daysBefore has no Arabic _zero: i18next went on to English, and its _other.
    expect(t('ar', 'notifications.daysBefore', { count: 0 })).toBe('0 days before');
    expect(t('ar', 'notifications.daysBefore', { count: 2 })).toBe('قبل يومين');
  });

  test('lng asks for another language than the page', () => {
    expect(t('ar', 'session.idleEnded', { lng: 'en' })).toBe(t('en', 'session.idleEnded'));
    expect(t('en', 'session.idleEnded', { lng: 'ar' })).toBe(t('ar', 'session.idleEnded'));
    expect(t('en', 'session.idleEnded', { lng: 'ar' })).not.toBe(t('en', 'session.idleEnded'));
  });

  test('a key missing everywhere comes back as it is; one naming a group of strings too', () => {
    expect(t('ar', 'no.such.key')).toBe('no.such.key');
    expect(t('en', 'payment.form.nothing', { count: 2 })).toBe('payment.form.nothing');
    expect(t('en', 'common')).toBe('common');
  });
});

describe('the lookup order, i18next’s', () => {
  const strings: Record<Language, Strings> = {
    en: { only: 'English only', n_zero: 'none', n_one: 'one', n_other: '{{count}} items', bare_one: 'one', bare_other: 'many' },
    ar: { n_one: 'واحد', bare: 'عدد' },
  };

  test('a string missing in Arabic is taken from English', () => {
    expect(translate(strings, 'ar', 'only')).toBe('English only');
  });

  test('_zero is used for 0 when it is there, in English too, whose rules never say "zero"', () => {
    expect(translate(strings, 'en', 'n', { count: 0 })).toBe('none');
    expect(translate(strings, 'en', 'n', { count: 5 })).toBe('5 items');
  });

  test('a language’s bare key comes before the fallback language’s plural forms', () => {
    expect(translate(strings, 'ar', 'bare', { count: 3 })).toBe('عدد');
    expect(translate(strings, 'ar', 'n', { count: 1 })).toBe('واحد');
    expect(translate(strings, 'ar', 'n', { count: 0 })).toBe('none');
  });
});
