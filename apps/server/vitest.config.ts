import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests live beside this file whether vitest starts here or at the repo root (scripts/test-api.mjs).
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    // Migrates and seeds one PGlite database that every test file clones (test/support/test-db.ts).
    globalSetup: ['test/support/global-setup.ts'],
    // Vitest's default is one worker per core minus one: a single worker on a 2-core CI machine. Each
    // file has its own database, so files run side by side safely; on PostgreSQL much of the time is
    // the database server's, so one more worker keeps both cores busy.
    maxWorkers: process.env.TEST_DB === 'postgres' ? 3 : 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
