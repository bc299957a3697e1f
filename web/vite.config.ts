/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { countedPatch, firstLoadReport } from './build/build-guards';

const backend = 'http://127.0.0.1:8080';

/**
 * The libraries every page's first load runs (React, the router, TanStack Query, MUI's style
 * engine and the shell's components, emotion, valibot): one file, not a dozen small ones. Over
 * HTTP/1.1 a browser asks at most six at a time, and each small file also compresses worse.
 */
const firstLoadLibraries =
  /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+|@emotion[\\/][\w-]+|stylis|hoist-non-react-statics|react-is|clsx|valibot|prop-types|@babel[\\/]runtime|react-transition-group)[\\/]|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|internal|transitions|useMediaQuery|SvgIcon|ButtonBase|Button|Typography|Paper|Box|Stack|CircularProgress|IconButton|List|Link|Alert|AlertTitle|Collapse|Card|CardContent|CardActions|Divider|AppBar|Toolbar|CssBaseline)[\\/])/;

/**
 * The app's own modules every first load runs that the shell shares with the pages (the
 * translator, the API client, the formatters, session values): in the same file, rather than in
 * half a dozen small ones that rolldown would split them into.
 */
const firstLoadAppModules =
  /[\\/]src[\\/](?:i18n[\\/](?:translator|i18n|translation|language)\.tsx?$|lib[\\/](?:storage|app-base|validators|browser|target|session-values|load-error)\.ts$|lib[\\/](?:api-client[\\/](?!file\.)|format[\\/](?!address\.)|identity[\\/])|lib[\\/]ui[\\/]chart-colors\.ts$)/;

/**
 * The parts of those libraries only some pages use (MUI's Grid, tabs' and menus' roving focus,
 * the check box, radio and rating icons, infinite queries, the helpers of inputs, selects and
 * scrolling tabs): they stay with those pages, which keeps them out of the dashboard's first load
 * (docs/benchmarks.md).
 */
const pagesOnly =
  /@mui[\\/]system[\\/]Grid[\\/]|@mui[\\/]utils[\\/]useRovingTabIndex[\\/]|@mui[\\/]material[\\/]internal[\\/](?:SwitchBase|switchBaseClasses|svg-icons[\\/](?:Star|RadioButton|CheckBox|IndeterminateCheckBox|CheckCircle|KeyboardArrow|Warning|ArrowDropDown))|@tanstack[\\/][\w-]+[\\/]build[\\/]modern[\\/](?:infinite|useInfinite)|@mui[\\/]material[\\/](?:utils[\\/]mergeSlotProps|internal[\\/]animate)|@mui[\\/]utils[\\/](?:useSlotProps|fastObjectShallowCompare|useControlled|debounce|isMuiElement|getValidReactChildren)[\\/]/;

/**
 * The small modules the dashboard (the page most visits open first) shares with a page or two —
 * the package's facts, the provider's time zone, three icons: in the first load's file, rather than
 * files of a few hundred bytes that the dashboard would ask for beside its data (HTTP/1.1 asks six
 * at a time; each small file also compresses worse). The provider's time zone and the Payments
 * icon joined when Support's menu entry (issue 32) took the room they free.
 */
const dashboardShared =
  /[\\/]features[\\/]package[\\/]components[\\/]package-facts\.tsx$|[\\/]lib[\\/]provider-time-zone\.ts$|@mui[\\/]icons-material[\\/](?:ChevronRight|SupportAgent|Payments)\.mjs$/;

/**
 * A language's catalog (i18n/en.ts, fr.ts: the one chunk every start loads) with the dashboard's
 * areas of texts (en/dashboard.ts, en/package.ts), rather than those asked for once the catalog
 * is in: two requests and a round trip fewer before the dashboard draws; every other page loads
 * its areas as before. The match is the language, the chunk's name.
 */
const catalogWithDashboardTexts = /[\\/]src[\\/]i18n[\\/](en|fr)(?:\.ts|[\\/](?:dashboard|package)\.ts)$/;

/**
 * MUI's createTheme carries its CSS-variables theme builder (createThemeWithVars and the cssVars
 * helpers: about 4 kB of gzip in every first load) for themes that ask for CSS variables or color
 * schemes. The app's theme (src/app/theme.ts) asks for neither, so createTheme never calls it: the
 * build gives createTheme a stand-in that says so, should a theme ever ask (the end-to-end tests
 * run the built app). Tests and the dev server use MUI as it is.
 */
function muiThemeWithoutCssVariables(): Plugin {
  return buildStandIn(
    'mui-theme-without-css-variables',
    (source, importer) => source === './createThemeWithVars.mjs' && /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/.test(importer ?? ''),
    `export default function createThemeWithVars() {
  throw new Error('MUI themes with CSS variables or color schemes are left out of this build (web/vite.config.ts).');
}`,
  );
}

/**
 * A build-only plugin that gives the imports it matches a module of its own (code) instead of
 * the library's: the way this build leaves out or replaces a library's internals.
 */
function buildStandIn(name: string, matches: (source: string, importer: string | undefined) => boolean, code: string): Plugin {
  const standIn = `\0${name}`;
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) => (matches(source, importer) ? standIn : null),
    load: (id) => (id === standIn ? code : null),
  };
}

/**
 * MUI's modules each build a fallback theme as they load (`const defaultTheme = createTheme()`
 * in @mui/material's styles and Box, @mui/system's styled, useTheme, Stack…), for components
 * drawn outside any ThemeProvider. The app always provides its own (src/app/providers.tsx), so
 * they are never read — yet building them took some 10 ms of the first load's start-up task
 * (40 ms at a mid-range phone's speed). The build makes each one on its first use instead
 * (src/lib/lazy-object.ts); tests and the dev server use MUI as it is.
 */
function muiFallbackThemesOnFirstUse(): Plugin {
  const lazyObjectModule = fileURLToPath(new URL('./src/lib/lazy-object.ts', import.meta.url));
  const eagerTheme = /^(export )?const (\w+) = createTheme\(\);$/gm;
  return {
    name: 'mui-fallback-themes-on-first-use',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@mui[\\/](?:material|system)[\\/].*\.mjs$/.test(id)) return null;
      const lazy = code.replace(eagerTheme, '$1const $2 = /*#__PURE__*/ lazyThemeObject(() => createTheme());');
      if (lazy === code) return null;
      return { code: `import { lazyObject as lazyThemeObject } from ${JSON.stringify(lazyObjectModule)};\n${lazy}`, map: null };
    },
  };
}

/**
 * Emotion compiles and inserts a component's styles in React's insertion effects, that is in the
 * commit, which React never splits: the dashboard's first commit spent some 35 ms (140 ms on a
 * mid-range phone) compiling about 280 rules, its longest task. The build has emotion insert them
 * as each component renders instead — emotion's own fallback for Reacts without insertion effects
 * — so the work falls in the render, which React does in slices. Rules are inserted once per
 * cache (a render React throws away leaves a rule that is used later or never, not a wrong one);
 * the document is small, so the style recalculation each new rule asks for stays cheap. Global
 * styles keep their insertion effect. Tests and the dev server use emotion as it is.
 */
function emotionStylesInsertedAsTheyRender(): Plugin {
  return buildStandIn(
    'emotion-styles-inserted-as-they-render',
    (source) => source === '@emotion/use-insertion-effect-with-fallbacks',
    `import { useInsertionEffect } from 'react';
export const useInsertionEffectAlwaysWithSyncFallback = (create) => create();
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;`,
  );
}

/**
 * First-load budgets in kB of gzip (scripts/compress-assets.mjs checks them): 180 for the
 * dashboard, 200 for every other page (`otherKB` below). What a page shows only once asked — its
 * dialogs, edit forms, wizards, later steps, tooltips — loads as its own chunk (docs/benchmarks.md).
 */
const FIRST_LOAD_BUDGETS: [RegExp, number][] = [[/^src\/pages\/dashboard\//, 180]];

// The Go server embeds internal/webui/app/ui and serves it under /ui/.
export default defineConfig({
  base: '/ui/',
  plugins: [
    react(),
    // Each patch changes an exact number of modules, or the build fails (build/build-guards.ts).
    countedPatch(muiThemeWithoutCssVariables(), 1),
    countedPatch(muiFallbackThemesOnFirstUse(), 7),
    countedPatch(emotionStylesInsertedAsTheyRender(), 4),
    // The dashboard's first load ≤ 180 kB of gzip, every other page's ≤ 200 kB (issue 29).
    firstLoadReport({ catalogChunk: 'en', budgets: FIRST_LOAD_BUDGETS, otherKB: 200 }),
    // Service worker at /ui/service-worker.js, scope /ui (PLAT-077). It precaches the built app;
    // the API, identity and guest calls always go to the network (never cached, never the SPA
    // fallback). autoUpdate: a new worker skips waiting, claims the open tabs and the app reloads
    // (src/app/pwa.ts registers it).
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      filename: 'service-worker.js',
      scope: '/ui',
      base: '/ui/',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'MyAccount',
        short_name: 'MyAccount',
        description: 'Manage your Internet, phone and billing.',
        id: '/ui/',
        start_url: '/ui/',
        scope: '/ui/',
        display: 'standalone',
        theme_color: '#1565c0',
        background_color: '#ffffff',
        icons: [
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // PDF.js (the signed contract's pages on a phone, 134 kB of gzip, and its worker, an .mjs the
        // patterns leave out) is fetched when the review needs it — the review needs the network
        // anyway — not installed with the app.
        globIgnores: ['**/render-pdf-pages-*.js'],
        // Alerts on this device (issue 32): the push and notificationclick listeners (public/push-sw.js).
        importScripts: ['push-sw.js'],
        navigateFallback: 'index.html',
        navigateFallbackAllowlist: [/^\/ui(\/|$)/],
        navigateFallbackDenylist: [/^\/(api|auth|guest)(\/|\?|$)/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  build: {
    // Vite's modulepreload polyfill serves browsers without <link rel="modulepreload"> (Safari
    // before 17): they load the same modules as the imports ask for them, only without the head
    // start. Left out of every first load (0.8 kB of the dashboard's).
    modulePreload: { polyfill: false },
    outDir: '../internal/webui/app/ui',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: (id) => (firstLoadLibraries.test(id) && !pagesOnly.test(id)) || firstLoadAppModules.test(id) || dashboardShared.test(id),
              priority: 10,
            },
            {
              name: (id) => catalogWithDashboardTexts.exec(id)?.[1] ?? null,
              debugName: 'catalogs',
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/auth': { target: backend, changeOrigin: false },
      '/guest': { target: backend, changeOrigin: false },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // A cap, not a measure: on a busy 2-core machine the first render of a page can take
    // many seconds; a broken test fails on its assertions, never on this.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
