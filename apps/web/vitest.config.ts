import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.shared';

/**
 * The client's pure rules (amounts, totals, the basket, inquiry and history filters, the translator) tested beside their
 * modules, in Node and in seconds: a broken rule shows here, not minutes later in a browser journey.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: aliases },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Bundled with the tests, so that Mantine's modules go through the same aliases as in the client.
    server: { deps: { inline: [/@mantine\//] } },
  },
});
