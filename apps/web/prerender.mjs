#!/usr/bin/env node
// After `vite build`: builds the public pages' renderer (src/prerender.tsx → dist/renderer/, decision 028),
// which the server draws Login, QuickPayment and OneTimePayment with, and checks that it draws each
// in both languages from this build, so a broken renderer fails the build rather than the first visit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
execFileSync(
  process.execPath,
  [path.resolve(here, '../../node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.prerender.config.ts'],
  {
    cwd: here,
    stdio: 'inherit',
  },
);
// React's production server renderer, as the server runs it.
process.env.NODE_ENV = 'production';
const { renderDocument, PRERENDERED_PAGES, LANGUAGES } = await import(pathToFileURL(path.join(dist, 'renderer/prerender.js')).href);
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const sizes = [];
for (const page of PRERENDERED_PAGES) {
  for (const lang of LANGUAGES) {
    const html = await renderDocument(shell, manifest, page.path, lang, {});
    if (!html.includes(`lang="${lang}"`) || !html.includes('data-prerendered='))
      throw new Error(`prerender: ${page.name} (${lang}) was not drawn`);
    sizes.push(`${page.name} ${lang} ${(zlib.gzipSync(html).length / 1024).toFixed(1)} kB`);
  }
}
console.log(`public pages draw (gzip, without the catalog): ${sizes.join(', ')}`);
