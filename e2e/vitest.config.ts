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
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
