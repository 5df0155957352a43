import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes .vite/modules.json: for each output chunk, the size each source module takes in it. `npm run
 * size -- --why` reads it to say which packages a route's JavaScript is made of (issue 13).
 */
export function bundleReport(): Plugin {
  return {
    name: 'portal-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, m]) => [
            path.relative(process.cwd(), id.replace(/\?.*$/, '').replace(/^\0/, '')),
            m.renderedLength,
          ]),
        );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks) });
    },
  };
}
