// What the prebuilt demo database (decision 051) is made from: the server's sources (migrations, seed and
// the code they call), the contract, the script that makes it and PGlite's version. A digest of them
// tells the build whether the folder it has is still the one it would make (decision 058).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['apps/server/src', 'packages/contract/src', 'scripts/build-demo-data.ts', 'scripts/demo-data-inputs.mjs'];

function files(rel) {
  const full = path.join(ROOT, rel);
  try {
    return readdirSync(full, { withFileTypes: true })
      .flatMap((e) => files(path.join(rel, e.name)))
      .sort();
  } catch (err) {
    if (err.code === 'ENOTDIR') return [rel];
    throw err;
  }
}

export function demoDataInputs() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(files))
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  const pglite = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  return hash.update(`pglite ${pglite.version}`).digest('hex');
}
