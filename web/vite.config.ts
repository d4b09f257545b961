/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// react-router publishes its production build (dev warnings compiled out) under dist/production but
// points every export condition at dist/development; production builds use the former.
const requireFromWeb = createRequire(import.meta.url);
const routerDir = dirname(dirname(dirname(createRequire(requireFromWeb.resolve('react-router-dom')).resolve('react-router'))));
const routerProduction = [
  { find: /^react-router$/, replacement: join(routerDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDir, 'dist/production/dom-export.mjs') },
];

// The app is written against React's API and runs on Preact through preact/compat (issue 13: the
// learner's start-up JavaScript, DESIGN.md §8): React DOM alone is 64 KB gzip, Preact with compat
// about 14. Everywhere - dev server, production build and unit tests - so what is tested is what ships.
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command, mode }) => ({
  resolve: { alias: [...preactAliases, ...(command === 'build' && mode === 'production' ? routerProduction : [])] },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The learner chooses when to take a new version (update prompt), never a surprise reload.
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'] },
      manifest: {
        name: 'U.S. Citizenship Test Practice',
        short_name: 'Citizenship Practice',
        description: 'Study the U.S. civics test questions offline, with translations beside the English.',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1d3b6e',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  // The manifest lets the benchmark find exactly which chunks the learner's path loads.
  // WEB_OUT_DIR lets a second end-to-end run build beside the first without overwriting it.
  build: { outDir: process.env.WEB_OUT_DIR ?? 'dist', emptyOutDir: true, manifest: true },
  server: {
    // Same origin in development, so the session cookie works exactly as in production.
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20_000,
    unstubGlobals: true,
    // Under Node, libraries that import React would load the real one past the aliases: they are
    // bundled with the aliases applied (one Preact copy for the app and them), so tests run on Preact.
    server: { deps: { inline: true } },
    deps: { optimizer: { client: { enabled: true, include: ['preact', 'preact/hooks', 'preact/compat', 'preact/compat/client', 'preact/jsx-runtime', 'preact/jsx-dev-runtime', 'preact/test-utils', 'react-i18next', 'zustand', 'zustand/react', 'react-router', 'react-router-dom', '@testing-library/react', '@testing-library/dom', 'dexie-react-hooks', '@tanstack/react-query', 'lucide-react', 'react-hook-form', '@paypal/react-paypal-js'] } } },
  },
}));
