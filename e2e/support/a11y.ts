import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type * as Axe from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: typeof Axe;
  }
}

/**
 * axe-core once per document and frame (AxeBuilder injected it into every frame and opened a blank
 * page to merge the frames' results on every call: most of a browser test's time). The hosted card
 * fields are frames of the sandbox gateway, so frames answer the page's axe from any origin.
 */
async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof window.axe?.run === 'function').catch(() => true);
  if (present) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() => window.axe!.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
}

/** axe's violations (WCAG 2.0/2.1 A and AA) on the page as it is now, frames included. */
export async function axeViolations(page: Page): Promise<Result[]> {
  for (const frame of page.frames()) await injectAxe(frame);
  const results = await page.evaluate(
    (tags) => window.axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }) as Promise<AxeResults>,
    TAGS,
  );
  return results.violations;
}

/**
 * Waits until the page has settled: no loading spinner (Mantine Loader) left, no CSS transition
 * or animation running (modal fades…), in the open dialog if there is one, and every open modal fully opaque (a modal that has just been
 * mounted has not started its fade yet), so axe and screenshots see the final page.
 */
export async function settle(page: Page): Promise<void> {
  const settled = () =>
    page
      .waitForFunction(
        () => {
          // With a dialog open only the dialog counts: a form behind it may keep its button's spinner
          // until the dialog is answered, and waiting for that cost 10 s a check.
          const dialogs = [...document.querySelectorAll('.mantine-Modal-content')];
          const scope: ParentNode = dialogs.at(-1) ?? document;
          const inScope = (a: Animation) => {
            const target = (a.effect as KeyframeEffect | null)?.target;
            return scope === document || (target instanceof Node && scope.contains(target));
          };
          return (
            scope.querySelectorAll('.mantine-Loader-root').length === 0 &&
            document.getAnimations().every((a) => a.playState !== 'running' || !inScope(a)) &&
            dialogs.every((m) => getComputedStyle(m).opacity === '1')
          );
        },
        undefined,
        { timeout: 5000 },
      )
      .catch(() => undefined);
  await settled();
  // A dialog opened by the step that just finished may mount a moment later and start fading in:
  // look again after a short pause, so axe never measures text halfway through a fade.
  await page.waitForTimeout(150);
  await settled();
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the page as it is now and fails the test on any serious or
 * critical violation, listing each rule, its help text and the offending elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, where = page.url()): Promise<void> {
  await settle(page);
  const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `      - ${n.target.join(' ')}: ${n.html.replace(/\s+/g, ' ').slice(0, 160)}\n        ${(n.failureSummary ?? '').replace(/\n/g, '\n        ')}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  // Soft: the test fails, but the journey goes on, so one run reports every page's violations.
  expect.soft(report, `serious accessibility violations on ${where}`).toBe('');
}
