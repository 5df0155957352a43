import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server.ts';
import type { Lang } from './browser.ts';

type Tree = { [key: string]: string | Tree };

const WEB_SRC = path.join(REPO_ROOT, 'apps/web/src');
const cache = new Map<Lang, Tree>();

/** Features share top-level keys (several payment features under "payment"): merge deeply, as the app does. */
function deepMerge(into: Tree, from: Tree): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (typeof value === 'object' && typeof existing === 'object') deepMerge(existing, value);
    else into[key] = value;
  }
}

/** The app's strings as the app merges them: src/locales plus every features/<area>/locales file. */
function strings(lang: Lang): Tree {
  const hit = cache.get(lang);
  if (hit) return hit;
  const files = [path.join(WEB_SRC, 'locales', `${lang}.json`)];
  const features = path.join(WEB_SRC, 'features');
  for (const area of fs.readdirSync(features)) {
    const file = path.join(features, area, 'locales', `${lang}.json`);
    if (fs.existsSync(file)) files.push(file);
  }
  const merged: Tree = {};
  for (const file of files) deepMerge(merged, JSON.parse(fs.readFileSync(file, 'utf8')) as Tree);
  cache.set(lang, merged);
  return merged;
}

/**
 * The text a user sees for an i18n key, read from the web app's locale files, with {{vars}} filled
 * and Trans tags (<terms>…</terms>) dropped. Throws on a missing key, so a renamed label is loud.
 */
export function t(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  let node: string | Tree | undefined = strings(lang);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${lang} text for "${key}"`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? `{{${name}}}`)).replace(/<\/?\w+>/g, '');
}
