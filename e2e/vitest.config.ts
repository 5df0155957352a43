import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './support/workers.ts';

/**
 * Browser journeys against the real server (support/global-setup.ts starts one per worker). Each file
 * has its own Chromium; E2E_WORKERS files run at a time, each worker with its own server and data.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Each scenario of a bilingual block in one language, alternating (support/language-plan.ts).
    setupFiles: ['support/language-plan.ts'],
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    pool: 'forks',
    // A worker imports playwright and the support modules once, not once per file: the files keep no
    // state in modules (each opens its own contexts, on its worker's server), and the run's vitest
    // processes used half the CPU (decision 085).
    isolate: false,
    // A long journey takes 45–60 s with three files at a time on a slower machine of the same size
    // (stop 42: two runs of registered-bills-manage ended at 60.6 and 60.8 s), and 70–75 s in a CI run
    // whose browser tests took 1,255 s instead of 866 (stop 44); a stuck step still fails at its own
    // 15 s locator timeout long before this.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // expect.poll gives up after 1 s by default: a map's markers or a list's options drawn later than that on
    // a loaded CI machine failed a journey (stop 44, maps in Arabic). As long as a locator waits (15 s).
    expect: { poll: { timeout: 15_000 } },
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
