import type { Plugin, Rollup } from 'vite';

/** What marks the preloads below, so the public pages' renderer (src/prerender.tsx) takes them out. */
export const DRAWN_IN_BROWSER = 'data-drawn-in-browser';

/**
 * index.html, which draws the signed-in pages in the browser, preloads the contract's schemas beside the
 * entry: those pages call the server as soon as they are drawn, and the schemas are no longer among the
 * entry's imports (decision 032), so without this they would be fetched only after the entry had run.
 * The public pages drawn on the server do not take them (they fetch them when idle).
 */
export function preloadSchemas(): Plugin {
  let base = '/';
  return {
    name: 'portal-preload-schemas',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
        const schemas = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith('packages/contract/src/schemas.ts'));
        if (!schemas) throw new Error('preload-schemas: no chunk for @portal/contract/schemas');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          byName.get(file)?.imports.forEach(add);
        };
        add(schemas.fileName);
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}" ${DRAWN_IN_BROWSER}>`);
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
