// ESLint over the whole tree: typescript-eslint with type information, React's hook rules, one import order, the
// layers of the top-level folders and no import cycle (docs/ARCHITECTURE.md "Layers").
// Formatting is Prettier's (eslint-config-prettier turns off the rules that would disagree with it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The top-level folders' layers, bottom to top: each may import the folders below it, none above it
 * (docs/ARCHITECTURE.md "Layers"). `server/` stands beside the app and shares only `contracts/` with it. Test files,
 * `tests/`, `bench/` and `scripts/` may reach any layer (a test of `resources/` reads the shell's message bundles; the
 * browser tests and benchmarks drive the whole app).
 */
const LAYERS = ['contracts', 'lib', 'authProvider', 'dataProvider', 'resources', 'src'];
const APP_ONLY = ['lib', 'authProvider', 'dataProvider', 'resources', 'src'];
const layerZones = [
  ...LAYERS.map((layer, i) => ({
    target: `./${layer}`,
    from: [...LAYERS.slice(i + 1), 'server', 'tests'].map(above => `./${above}`),
    message: `${layer}/ sits below ${LAYERS.slice(i + 1).join(', ') || 'nothing'} and beside server/ (docs/ARCHITECTURE.md "Layers").`,
  })),
  {
    target: './server',
    from: [...APP_ONLY, 'tests'].map(folder => `./${folder}`),
    message: 'server/ imports only contracts/ and its own modules (docs/ARCHITECTURE.md "Layers").',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-server/',
      'dist-*/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'backups/',
      'bench/drf/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      // Off: every function it reported implements an interface that is asynchronous by contract (Fastify plugins and
      // hooks, react-admin's AuthProvider, CounterStore, test doubles of fetch and the providers), where `async` is
      // what turns a throw into the rejection the caller handles. Promise misuse is caught by no-floating-promises,
      // no-misused-promises and await-thenable, which stay on.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Layers and cycles (see LAYERS). Resolved by file, the way TypeScript does: `.js` in the server's imports is its
    // `.ts` file.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  {
    // React's hook rules where React runs. The server, the benchmarks and the scripts hold no React: there a function
    // named `use…` (a vitest fixture such as `useTestApp`, `usePrivateUmask`) is not a hook, and the rules' "hook
    // called outside a component" reports would be false.
    ignores: ['server/**', 'bench/**', 'scripts/**'],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tests and their harnesses read the API's JSON replies untyped on purpose (the reply is what is under test, and
    // its shape is asserted, not assumed), so the rules about values typed `any` stay on for the code they test only.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'server/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
