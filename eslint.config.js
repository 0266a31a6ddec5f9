// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * npm run lint = `eslint .` (this file) + `prettier --check .` (.prettierrc).
 * typescript-eslint's strictTypeChecked over every TypeScript file in tsconfig.json, React's
 * hook rules, jsx-a11y, and the layer boundaries below. Prettier owns formatting:
 * eslint-config-prettier comes last and turns every stylistic rule off.
 */

/**
 * The layers (README, "Architecture"), as import patterns. Imports are relative and end in
 * `.js`, so a path segment names the top-level folder reached: no folder below the top is
 * called client, server, shared, scripts or tests (a lint test keeps these rules honest:
 * tests/repository/lint-boundaries.test.ts).
 */
const layer = (folder) => [`**/${folder}/**`];
const boundary = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
const forbid = (folders, message) => ({ group: folders.flatMap(layer), message });
const CLIENT_MESSAGE = 'client/ never reaches into server/, scripts/ or tests/: share code through shared/.';

export default tseslint.config(
  { ignores: ['dist/', 'test-results/', 'screenshots/', '.tmp/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers and booleans in template literals read naturally (`${ms} ms`, `${port}`); objects and undefined are still caught.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `void promise` is how this code base marks a deliberately unawaited promise (signal handlers, timers).
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true, ignoreVoidOperator: true }],
      // Unused arguments named with a leading underscore are part of a signature (Express handlers, stream callbacks).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // With noUncheckedIndexedAccess, `!` marks an index the code has just bounds-checked (binary searches, regex groups); a runtime check there adds code, not safety.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Landing text, ZIP values and logs strip control characters on purpose, so the regexes name them.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  { files: ['client/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['client/**/*.tsx'],
    rules: {
      // A table wider than a phone scrolls inside a labelled region that keyboards must reach
      // (axe's scrollable-region-focusable); every other non-interactive element stays untabbable.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Plain JavaScript outside the TypeScript project: no type information to check against.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },

  // Layer boundaries.
  boundary(['shared/**'], [forbid(['client', 'server', 'scripts', 'tests'], 'shared/ is pure code used on both sides: it imports no other layer.')]),
  boundary(['client/**'], [forbid(['server', 'scripts', 'tests'], CLIENT_MESSAGE)]),
  // Browser code: the islands (their components, registry and hydration), the toast store and
  // the entries. The page context exists only in a server render (usePage() throws in the
  // browser) and the frame, section and route modules read it, so none of them may be reached
  // from here. The words (client/words) are plain functions and may be.
  boundary(
    ['client/islands/**', 'client/toast/**', 'client/entries/**'],
    [
      forbid(['server', 'scripts', 'tests'], CLIENT_MESSAGE),
      {
        group: ['**/page-context.js', ...layer('frame'), ...layer('sections'), ...layer('routes'), '**/entry-server.js'],
        message: 'Island code runs in the browser, where there is no page context: an island gets everything through its props (decision 001).',
      },
    ],
  ),
  boundary(
    ['server/**'],
    [
      forbid(['scripts', 'tests'], 'Product code never imports scripts/ or tests/.'),
      {
        group: [...layer('client'), '!**/client/entry-server.js'],
        message: 'server/ reaches the client only through client/entry-server.tsx.',
      },
    ],
  ),

  prettier,
);
