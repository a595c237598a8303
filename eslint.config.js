import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * `files` may not import from the `areas` (top-level folders of src/, or the sync engine at the
 * root): matched on the `@/…` alias and on relative paths alike.
 */
function restrictImports(files, areas, message) {
  const group = areas.flatMap((area) =>
    area === 'sync' ? ['**/sync', '**/sync/**'] : [`@/${area}`, `@/${area}/**`, `**/${area}/**`],
  );
  return {
    files: [files],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      '.partii',
      '.partii-*',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The React Compiler's stricter checks (the app does not use the compiler): reported as
      // warnings to act on, not build breakers. The classic two rules stay errors/warnings.
      'react-hooks/set-state-in-effect': 'warn',
      'react-hooks/refs': 'warn',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // No import cycles in the app (issue 11): a cycle makes load order decide what is undefined.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The import direction (issue 11, docs/contracts.md): routes → features → db. Shared widgets
  // import no feature; features never reach the sync engine (the /app layout wires it); db/ is the
  // bottom layer.
  restrictImports('src/ui/**', ['features', 'auth', 'routes'], 'ui/ holds shared widgets: no feature, auth or route'),
  restrictImports('src/features/**', ['sync', 'routes'], 'features never import the sync engine or a route'),
  restrictImports('src/auth/**', ['features', 'routes'], 'auth/ is below the features: no feature or route'),
  restrictImports('src/db/**', ['features', 'ui', 'auth', 'routes'], 'db/ is the bottom layer'),
  restrictImports(
    'src/domain/**',
    ['db', 'features', 'ui', 'auth', 'routes', 'sync'],
    'domain/ is the ground floor (pure rules the app and the local stack share): it imports nothing of the app',
  ),
  {
    // Playwright fixtures are `async ({}, use) => …`: an empty pattern (no dependencies) and a
    // `use` callback that is not React's.
    files: ['tests/e2e/**/*.ts', 'playwright.config.ts'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.node },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
