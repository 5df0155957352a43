import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases, quietDirectives } from './vite.shared';
import { themeVariables } from './vite-theme-variables';

/**
 * The public pages' renderer (src/prerender.tsx, docs/how-a-page-starts.md), built for Node into dist/renderer/ with
 * every package inside it: the built client is one folder the server can be pointed at, copied
 * anywhere (the browser tests copy it), and never a path into node_modules. The server does not serve it.
 */
export default defineConfig({
  base: '/BillPaymentClient/',
  plugins: [react(), themeVariables()],
  resolve: { alias: aliases },
  logLevel: 'warn',
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/prerender.tsx',
    outDir: fileURLToPath(new URL('./dist/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { onwarn: quietDirectives },
  },
});
