import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../support/server.ts';

/**
 * One word for each idea on every screen (issue 11): the glossary below names the Arabic term we use and
 * the variants that crept in before; no locale file may use a variant. The two languages also keep the
 * same keys, so no screen falls back to English in Arabic.
 */
const GLOSSARY: Array<{ en: string; ar: string; notAr: string[] }> = [
  {
    en: 'biller',
    ar: 'الجهة المفوترة',
    notAr: ['مقدم الخدمة', 'مزود الخدمة', 'مزودي الخدمة', 'مزود خدمة', 'مقدّم الخدمة', 'الشركة المفوترة'],
  },
];

const WEB_SRC = path.join(REPO_ROOT, 'apps/web/src');
const localeFiles = (lang: 'en' | 'ar') => [
  path.join(WEB_SRC, 'locales', `${lang}.json`),
  ...fs
    .readdirSync(path.join(WEB_SRC, 'features'))
    .map((area) => path.join(WEB_SRC, 'features', area, 'locales', `${lang}.json`))
    .filter((file) => fs.existsSync(file)),
];

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`.replace(/_(one|two|few|many|other|zero)$/, '')] : keysOf(v, `${prefix}${k}.`),
  );

describe('glossary', () => {
  test('Arabic strings use one word for each term', () => {
    for (const file of localeFiles('ar')) {
      const text = fs.readFileSync(file, 'utf8');
      for (const term of GLOSSARY) {
        for (const variant of term.notAr)
          expect(text.includes(variant), `"${variant}" in ${path.relative(REPO_ROOT, file)}: use "${term.ar}" for ${term.en}`).toBe(false);
      }
    }
  });

  test('English and Arabic have the same keys, file by file', () => {
    const en = localeFiles('en');
    for (const file of en) {
      const ar = file.replace(/en\.json$/, 'ar.json');
      const read = (f: string) => new Set(keysOf(JSON.parse(fs.readFileSync(f, 'utf8')) as Tree));
      const [enKeys, arKeys] = [read(file), read(ar)];
      expect(
        [...enKeys].filter((k) => !arKeys.has(k)),
        `missing in ${path.relative(REPO_ROOT, ar)}`,
      ).toEqual([]);
      expect(
        [...arKeys].filter((k) => !enKeys.has(k)),
        `missing in ${path.relative(REPO_ROOT, file)}`,
      ).toEqual([]);
    }
  });
});
