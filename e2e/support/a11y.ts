import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      - ${n.target.join(' ')}: ${n.html.replace(/\s+/g, ' ').slice(0, 160)}\n        ${(n.failureSummary ?? '').replace(/\n/g, '\n        ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  // Soft: the test fails, but the journey goes on, so one run reports every page's violations.
  expect.soft(report, `serious accessibility violations on ${where}`).toBe('');
}
