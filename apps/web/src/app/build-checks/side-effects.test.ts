import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const web = fileURLToPath(new URL('../../../', import.meta.url));
const { sideEffects } = JSON.parse(fs.readFileSync(`${web}package.json`, 'utf8')) as { sideEffects: string[] };

/**
 * What the bundler may drop: a module of a folder not named in package.json's `sideEffects` is dropped
 * when nothing it exports is used, with its CSS imports and registrations. Each top-level entry of src/
 * is either named there or has its reason here, so a new folder is a decision, not an accident.
 */
const NOT_LISTED: Record<string, string> = {
  payments:
    'the payment steps and calls: no module imports CSS or registers anything when evaluated (checked below), ' +
    'so what a page does not use can be dropped',
  'prerender.tsx': "the server's renderer, built apart (vite.prerender.config.ts); never part of the client's build",
};

describe("apps/web's sideEffects", () => {
  it('names every top-level folder and module of src/, or the reason it need not', () => {
    const listed = (entry: string) => sideEffects.some((s) => s === `./src/${entry}` || s === `./src/${entry}/**`);
    const unexplained = fs
      .readdirSync(`${web}src`)
      .filter((entry) => !listed(entry) && !(entry in NOT_LISTED))
      .sort();
    expect(unexplained).toEqual([]);
    // A reason for something that is listed, or no longer there, is stale.
    for (const entry of Object.keys(NOT_LISTED)) {
      expect(fs.existsSync(`${web}src/${entry}`)).toBe(true);
      expect(listed(entry)).toBe(false);
    }
  });

  it('payments has no module that imports CSS or anything else for its effect', () => {
    const files = (fs.readdirSync(`${web}src/payments`, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));
    const bare = files.filter((f) => /^import ['"]/m.test(fs.readFileSync(`${web}src/payments/${f}`, 'utf8')));
    expect(bare).toEqual([]);
  });
});
