import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * Aliases both builds (the client and the public pages' renderer) and the unit tests share.
 * - React Router publishes only its development build under its package's entry points, with its dev
 *   warnings compiled in; its production build sits beside it and is what a user's phone should run.
 */
export const aliases = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  {
    find: /^react-router$/,
    replacement: path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs'),
  },
];

/**
 * Packages mark their client components with "use client", which only a server-components bundler reads;
 * the bundler warns that it drops it. Nothing here uses server components, so the warning is noise.
 */
export function quietDirectives(warning: { code?: string; message: string }, warn: (warning: { code?: string; message: string }) => void) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /use (client|server)/.test(warning.message)) return;
  warn(warning);
}
