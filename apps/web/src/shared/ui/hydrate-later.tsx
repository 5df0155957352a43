import { Suspense, type ReactElement } from 'react';
import { nextTask } from '@/shared/lib/idle-work';

/**
 * The order in which the parts of a drawn page are taken over, one task each after the page's own
 * (decisions 038, 039). Each part is a few dozen milliseconds of a phone's CPU at most.
 */
export const WAVES = {
  // The visitors' pages (decision 028): the header, the page, Login's biller grid, its form and the
  // form's fields, the footer below the first screen.
  publicHeader: 1,
  publicPage: 2,
  loginGrid: 3,
  loginForm: 4,
  loginFields: 5,
  publicFooter: 6,
  // The signed-in frame and the Dashboard (decision 038). The page's own task takes over only the
  // providers and the router, then the shell's outer box, then what is in it: with the first call of
  // every function the page runs compiled then, the first was 120-180 ms on a phone's CPU.
  shell: 1,
  frame: 2,
  header: 3,
  headerMenu: 4,
  page: 5,
  accountSelect: 6,
  figures: 7,
  catalog: 8,
  menu: 9,
  footer: 10,
  billerTiles: 11,
  idleTimeout: 12,
} as const;

/** How many tasks `hydrateInTasks` makes: the last wave. */
export const WAVE_COUNT = Math.max(...Object.values(WAVES));

interface Wave {
  done: boolean;
  settled: Promise<void>;
}
let waves: Wave[] = [];
let takenOver = true;
const listeners = new Set<() => void>();

/** Called by main.tsx just before it hydrates a page drawn on the server: `count` tasks after the page's. */
export function hydrateInTasks(count: number): void {
  waves = [];
  takenOver = false;
  let previous: Promise<void> = Promise.resolve();
  for (let i = 0; i < count; i++) {
    const wave: Wave = { done: false, settled: previous };
    wave.settled = previous.then(nextTask).then(() => {
      wave.done = true;
    });
    previous = wave.settled;
    waves.push(wave);
  }
  // In a task of its own after the last part's.
  void previous.then(nextTask).then(() => {
    takenOver = true;
    for (const listener of listeners) listener();
  });
}

/**
 * Whether every part of a drawn page has been taken over (true at once when nothing is being taken over):
 * until then a part may still be the server's HTML, whose links and buttons do nothing or the wrong thing.
 */
export const takeover = {
  done: () => takenOver,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

function Gate({ wave, children }: { wave: number; children: ReactElement }) {
  const gate = waves[wave - 1];
  if (gate && !gate.done) throw gate.settled;
  return <div style={{ display: 'contents' }}>{children}</div>;
}

/**
 * A part of a page drawn on the server (decision 028) that is taken over in a task of its own, after the
 * rest. Preact hydrates a page in one task (decision 036); on a phone's CPU Login's was one task of
 * 300–500 ms, most of its blocking time (issue 13). A component that suspends while Preact hydrates keeps
 * the server's DOM as it is and is hydrated when its promise settles: here, in a later task. `wave`
 * orders the parts: wave 1 in the task after the page's, wave 2 in the task after that, and so on.
 *
 * Preact keeps the first element the suspending component drew, so the gate draws one of its own
 * (`display: contents`, no box): a Mantine component with responsive props draws a <style> before its
 * element, and that <style> would be all that was kept. `drawn-pages.test.ts` fails if the part is drawn
 * again instead of taken over.
 *
 * Only while a drawn page is first taken over: a page drawn in the browser, or any later render, draws at once.
 */
export function HydrateLater({ wave, children }: { wave: number; children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Gate wave={wave}>{children}</Gate>
    </Suspense>
  );
}
