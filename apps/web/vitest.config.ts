import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The client's pure rules (amounts, totals, the basket, inquiry and history filters, the translator) tested beside their
 * modules, in Node and in seconds: a broken rule shows here, not minutes later in a browser journey.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
