import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against the real server (support/global-setup.ts starts it). Files run one at a
 * time: they share one server and this runs on small machines; each file has its own Chromium.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
