import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The back office's own bundle (issue 31, decision 043): plain React 19, served by the API server under
 * /BackOffice/. Nothing of apps/web is imported, so no customer code comes into it and none of this goes
 * into the customer's; it has no service worker and is not drawn on the server.
 */
export default defineConfig({
  base: '/BackOffice/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
