// ESLint over the whole tree: typescript-eslint with type information, React's hook rules, one import order.
// Formatting is Prettier's (eslint-config-prettier turns off the rules that would disagree with it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-server/',
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
