import { execFileSync } from 'node:child_process';
import { describe, expect, inject, test } from 'vitest';

/**
 * The server draws the public pages with the built renderer (apps/web/src/prerender.tsx). Drawing one
 * must not switch on Node's async hooks: React's Node build enters an AsyncLocalStorage, after which Node
 * runs a promise hook on every promise the whole server makes (decision 064). Node gives a promise's
 * continuation an async id only while such a hook is installed; with none, executionAsyncId() is 0 there.
 * In a process of its own: nothing else (the test runner included) may have turned the hooks on first.
 */
const DRAW = `
import ah from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
const dist = process.argv[1];
const inContinuation = async () => { await null; return ah.executionAsyncId(); };
const before = await inContinuation();
const { renderDocument, PRERENDERED_PAGES, LANGUAGES } = await import(pathToFileURL(path.join(dist, 'renderer/prerender.js')).href);
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const drawn = [];
for (const page of PRERENDERED_PAGES)
  for (const lang of LANGUAGES)
    if ((await renderDocument(shell, manifest, page.path, lang, {})).includes('data-prerendered=')) drawn.push(page.path + ' ' + lang);
console.log(JSON.stringify({ before, drawn, after: await inContinuation() }));
`;

describe('drawing the public pages on the server', () => {
  test('switches on no async hook: promises made after a page is drawn run without one', () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', DRAW, inject('webDist')], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
      timeout: 60_000,
    });
    const { before, drawn, after } = JSON.parse(out.trim().split('\n').at(-1)!) as { before: number; drawn: string[]; after: number };
    // The probe sees no hook before any page is drawn (else it would prove nothing below).
    expect(before).toBe(0);
    expect(drawn).toEqual(expect.arrayContaining(['/ en', '/ ar', '/QuickPayment en', '/OneTimePayment ar', '/Dashboard en']));
    expect(after).toBe(0);
  });
});
