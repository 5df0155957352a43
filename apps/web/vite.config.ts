import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases, quietDirectives } from './vite.shared';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './vite-precompress';
import { bundleReport } from './vite-bundle-report';
import { preloadSchemas } from './vite-preload-schemas';
import { chunkPlan } from './vite-page-chunks';
import { themeVariables } from './vite-theme-variables';

const BASE = '/BillPaymentClient/';

/** Offline shell (decision 008): production build only; API answers are never cached. */
function offlineShell() {
  return VitePWA({
    registerType: 'autoUpdate',
    // A separate registerSW.js file, not an inline script, so the strict CSP needs no exception.
    injectRegister: 'script-defer',
    scope: BASE,
    base: BASE,
    filename: 'sw.js',
    devOptions: { enabled: false },
    manifest: {
      name: 'Oman Bill Payment Portal',
      short_name: 'Bill Payment',
      description: 'Pay your electricity, water, telecom and government bills in Oman',
      lang: 'en',
      start_url: BASE,
      scope: BASE,
      display: 'standalone',
      theme_color: '#0b5f6b',
      background_color: '#ffffff',
      icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    workbox: {
      // The shell only: the page and its icons are precached; hashed bundles are cached as they
      // are first used, so a phone never downloads every route's code up front.
      globPatterns: ['index.html', 'zod-config.js', '*.svg'],
      // Else the precached shell would answer every page (the plugin's default fallback) or the base path
      // itself (the directory index), in place of the page the server draws.
      navigateFallback: null,
      directoryIndex: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          // A page comes from the server, which draws the public ones before any script (decision 028);
          // the precached shell answers only when the network does not. Pages are never cached.
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: `${BASE}index.html` } },
        },
        {
          // Only our own hashed bundles; /api/ is never matched, so answers always come from the server.
          // A literal path: this function is copied into sw.js, where BASE does not exist.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/BillPaymentClient/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'portal-assets', expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 90 } },
        },
      ],
    },
  });
}

// Served under /BillPaymentClient by our own server; in dev, API calls go to it on :8080.
export default defineConfig(({ mode }) => {
  const chunks = chunkPlan(mode);
  return {
    base: BASE,
    plugins: [
      // JSX, and Fast Refresh in `npm run dev`.
      react(),
      chunks.plugin,
      themeVariables(),
      // The first of the two builds only plans the chunks (vite-page-chunks.ts): nothing else is made.
      ...(chunks.planning ? [] : [offlineShell(), preloadSchemas(), precompress(), bundleReport()]),
    ],
    resolve: { alias: aliases },
    server: { proxy: { '/api': 'http://localhost:8080' } },
    build: {
      target: 'es2022',
      // scripts/bundle-size.mjs reads it to add up what each route loads.
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        onwarn: quietDirectives,
        output: {
          // The entry's chunk holds what it imports and what most pages load (vite-page-chunks.ts).
          codeSplitting: { groups: chunks.groups },
        },
      },
    },
  };
});
