/**
 * apps/web/src/shared/i18n/translation-keys.ts: the union of every key in the client's English locale
 * files (src/locales and each features/<area>/locales), so `t('…')` with a key that does not exist fails
 * `tsc` (issue 29). A test in the web suite fails when the file is stale; run this after editing en.json.
 *
 *   node --import tsx scripts/translation-keys.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keyPaths, translationKeysSource } from '../apps/web/src/shared/i18n/key-paths.ts';
import type { Strings } from '../apps/web/src/shared/i18n/translate.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src');

// The same files as the client's strings-en.ts reads with its glob.
const features = path.join(SRC, 'features');
const files = [
  path.join(SRC, 'locales/en.json'),
  ...fs
    .readdirSync(features)
    .map((area) => path.join(features, area, 'locales/en.json'))
    .filter((file) => fs.existsSync(file)),
];
const keys = new Set(files.flatMap((file) => keyPaths(JSON.parse(fs.readFileSync(file, 'utf8')) as Strings)));
fs.writeFileSync(path.join(SRC, 'shared/i18n/translation-keys.ts'), translationKeysSource([...keys].sort()));
console.log(`${keys.size} keys from ${files.length} files`);
