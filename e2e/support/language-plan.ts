import path from 'node:path';
import { beforeEach, type RunnerTestSuite, type TestContext } from 'vitest';
import { LANGS, type Lang } from './browser.ts';

/**
 * Which language a scenario runs in (decision 031). A file's `describe.each(LANGS)` block of several
 * scenarios runs each scenario in one language, alternating (the first in English, the second in
 * Arabic, …), so every file still goes through both languages and the run fits CI's time. A block of one
 * scenario runs in the language its file's name picks (a stable hash: about half the files each way,
 * decision 055). E2E_ALL_LANGS=1 runs every scenario in both languages.
 */
const ALL_LANGS = process.env.E2E_ALL_LANGS === '1';
/**
 * Files about language and direction themselves, and the recent-payment warning (an amount and a time of
 * day in a right-to-left line): every scenario in both languages, always.
 */
const EVERY_LANGUAGE = ['drawn-pages.test.ts', 'shell.test.ts', 'skip-link.test.ts', 'layout.test.ts', 'paid-recently.test.ts'];

/** The language of the `describe.each(LANGS)` block a test is in: its title ends "(en)" or "(ar)". */
function blockOf(suite: RunnerTestSuite | undefined): { suite: RunnerTestSuite; lang: Lang } | null {
  for (let s = suite; s; s = s.suite) {
    const lang = LANGS.find((l) => s.name.endsWith(`(${l})`));
    if (lang) return { suite: s, lang };
  }
  return null;
}

/** The language a file's one-scenario blocks run in: a hash of its name, so it never changes by itself. */
export function languageOfFile(name: string): Lang {
  let hash = 0;
  for (const char of path.basename(name)) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return LANGS[hash % LANGS.length]!;
}

export function runsInThisLanguage(context: TestContext): boolean {
  if (ALL_LANGS || EVERY_LANGUAGE.some((name) => context.task.file.name.endsWith(name))) return true;
  const block = blockOf(context.task.suite);
  if (!block) return true;
  const scenarios = block.suite.tasks.filter((t) => t.type === 'test');
  if (scenarios.length < 2) return languageOfFile(context.task.file.name) === block.lang;
  const index = scenarios.findIndex((t) => t.id === context.task.id);
  return index < 0 || LANGS[index % LANGS.length] === block.lang;
}

beforeEach((context) => {
  if (!runsInThisLanguage(context)) context.skip();
});
