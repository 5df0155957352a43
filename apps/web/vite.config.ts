import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Served under /BillPaymentClient by our own server; in dev, API calls go to it on :8080.
export default defineConfig({
  base: '/BillPaymentClient/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    target: 'es2022',
    // scripts/bundle-size.mjs reads it to add up what each route loads.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
