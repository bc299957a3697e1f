/**
 * ESLint for the web app: typescript-eslint's recommended rules, the rules of hooks, and the
 * folder boundaries of design/architecture.md (principles 10 and 14) — `npm run lint`, and
 * `make lint` / `make test` from the repository root.
 *
 * TypeScript version: the app compiles and type-checks with TypeScript 7 (the native compiler),
 * which ships no programmatic API; typescript-eslint parses with the TypeScript API (peer range
 * < 6.1). package.json therefore uses the side-by-side setup the TypeScript 7 release notes
 * describe: the package named `typescript` is `@typescript/typescript6` (the 6.0 API; only the
 * linter imports it — its bin is `tsc6`), and `@typescript/native` is typescript 7.0.2, whose
 * `tsc` is the one `npm run typecheck` and the editor run. A scoped npm override cannot do it:
 * `typescript` is a peer dependency of typescript-eslint, and npm will not install a second copy
 * of a peer. Revisit when typescript-eslint supports the TypeScript 7 API.
 *
 * Boundaries: eslint-plugin-boundaries rather than core `no-restricted-imports`, because the
 * rule has to know which feature a file belongs to ("only its own folder"): relative specifiers
 * such as `../../calendar/x` do not name the folder they leave, so string patterns cannot tell
 * an import of the own feature from one of a sibling. The plugin resolves each import to a file
 * and classifies both ends by folder; imports inside one element (the same feature folder) are
 * internal and always allowed.
 */
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Where a layer may import from (other than its own files and npm packages). */
const layers = {
  feature: ['lib', 'i18n'],
  page: ['feature', 'lib', 'i18n'],
  lib: ['lib', 'i18n'],
  i18n: ['lib', 'i18n'],
};

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'playwright-report/', 'test-results/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // `_name` marks a parameter kept for its position (componentDidCatch's info, a mock's arguments).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Rules of the React Compiler, which the app does not use. What they find is deliberate for now
    // (a render reading Date.now() for "now", an effect folding poll answers into state, a callback
    // memoized by hand): warnings, to look at when the compiler comes in.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/purity': 'warn',
      'react-hooks/set-state-in-effect': 'warn',
      'react-hooks/preserve-manual-memoization': 'warn',
    },
  },
  {
    files: ['*.{js,ts}', 'e2e/**/*.ts', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The layers of src/ (README "Layout"). Test files, the test helpers and the entry point
    // (main.tsx, like app/) may reach anything; e2e/ is outside src/.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**', 'src/main.tsx'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'page', pattern: 'src/pages/*', capture: ['name'] },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'i18n', pattern: 'src/i18n' },
        { type: 'app', pattern: 'src/app' },
        { type: 'test', pattern: 'src/test' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // An import of a src/ file no element describes is an error too (a new top-level folder
          // needs its place in the layers first).
          checkUnknownLocals: true,
          policies: [
            ...Object.entries(layers).map(([type, allowed]) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: allowed } } } },
            })),
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: '*' } } } },
          ],
          message:
            'Features import only their own folder, lib/ and i18n/; pages also features; lib/ and i18n/ only each other (web/README.md "Layout").',
        },
      ],
    },
  },
]);
