/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { onlineOnlyFiles } from './learner-precache.ts';
import { localeFilesPlugin } from './locale-files.ts';

// react-router publishes its production build (dev warnings compiled out) under dist/production but
// points every export condition at dist/development; production builds use the former.
const requireFromWeb = createRequire(import.meta.url);
const routerDir = dirname(
  dirname(dirname(createRequire(requireFromWeb.resolve('react-router-dom')).resolve('react-router'))),
);
const routerProduction = [
  { find: /^react-router$/, replacement: join(routerDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDir, 'dist/production/dom-export.mjs') },
];

// WEB_OUT_DIR lets a second end-to-end run build beside the first without overwriting it.
const outDir = process.env.WEB_OUT_DIR ?? 'dist';

export default defineConfig(({ command, mode }) => ({
  resolve: { alias: command === 'build' && mode === 'production' ? routerProduction : [] },
  plugins: [
    react(),
    localeFilesPlugin(resolve(import.meta.dirname, 'src/i18n/locales')),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The learner chooses when to take a new version (update prompt), never a surprise reload.
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // Interface text in every language is precached too: a learner offline can still switch.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'locales/**/*.json'],
        // Pages drawn ahead are for a first visit from the network; the installed app opens the shell.
        globIgnores: ['locales/*/*/checkout.json', 'prerendered/**'],
        // The learner's shell and screens only: admin and checkout are fetched when opened (sw.ts).
        manifestTransforms: [
          (entries) => {
            const skip = onlineOnlyFiles(resolve(import.meta.dirname, outDir));
            return { manifest: entries.filter((entry) => !skip.has(entry.url)) };
          },
        ],
      },
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
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    modulePreload: {
      // "Say it" sits on every study question, so its chunk is on the start-up path: the list of the
      // panel's 30 files to preload would cost more there than the one round trip it saves on the
      // learner's tap (issue 23). Its style sheets are still listed, so the panel never shows unstyled.
      resolveDependencies: (_file, deps, { hostId }) =>
        /(^|\/)say-it-[^/]*\.js$/.test(hostId) ? deps.filter((d) => d.endsWith('.css')) : deps,
    },
  },
  server: {
    // Same origin in development, so the session cookie works exactly as in production.
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Both of CI's two cores (Vitest's default leaves one idle); each file keeps its own module
    // scope, since screens keep state in module stores (zustand, i18next).
    maxWorkers: 2,
    testTimeout: 20_000,
    // Each file's beforeAll loads every namespace of the interface text: on a fresh machine, whose
    // first files also transform the whole app, that took longer than the default 10 s.
    hookTimeout: 30_000,
    // Dates show in the device's zone: tests read them as a device in UTC does, whatever the machine's zone
    // (a test of another zone sets its own with vi.stubEnv).
    env: { TZ: 'UTC' },
    unstubGlobals: true,
    unstubEnvs: true,
  },
}));
