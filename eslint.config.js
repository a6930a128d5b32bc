// @ts-check
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import logical from './eslint-rules/logical-properties.js'
import tseslint from 'typescript-eslint'

/**
 * The import direction of DESIGN.md, checked on every file (`npm run lint`, part of `npm test`):
 *
 *   contract ← api, lib ← machines ← ui ← shared ← features ← app (src/app)
 *   server   → contract only
 *
 * - contract/ imports nothing of ours: it is where client and server meet.
 * - ui/ renders: it may use the contract's pure rules, nothing else of src.
 * - machines/ decide: contract, api (their actors' calls), lib and data.
 * - src/shared/ is app-wide plumbing (session, settings, organisation, dialogs, inspection, the
 *   booking pages' formatting): everything a feature may lean on, never a feature itself.
 * - src/features/<name>/ is one flow; it never imports another feature. What two features need
 *   goes to src/shared/; what composes features (the shell, the routes) is the app.
 * - src/app/ is the app (entry, routes, the shell that composes features): it may import anything
 *   of src. Every script of src belongs to one of these; importing one outside them is refused.
 * - server/ imports the contract and itself, never the client tree.
 */
const elements = [
  { type: 'contract', pattern: 'contract' },
  { type: 'api', pattern: 'src/api' },
  { type: 'lib', pattern: ['src/lib', 'src/data'] },
  { type: 'machines', pattern: 'machines' },
  { type: 'ui', pattern: 'ui' },
  { type: 'shared', pattern: 'src/shared' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'app', pattern: 'src/app' },
  { type: 'server', pattern: 'server' },
  { type: 'locales', pattern: 'locales' },
]

const may = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } })
const boundaryPolicies = [
  may('contract', ['contract']),
  may('api', ['contract', 'api']),
  may('lib', ['contract', 'lib', 'locales']),
  may('machines', ['contract', 'api', 'lib', 'machines']),
  may('ui', ['contract', 'ui']),
  may('shared', ['contract', 'api', 'lib', 'machines', 'ui', 'shared']),
  may('feature', ['contract', 'api', 'lib', 'machines', 'ui', 'shared']),
  // A feature imports its own files, never another feature's.
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  may('app', ['contract', 'api', 'lib', 'machines', 'ui', 'shared', 'feature', 'app']),
  may('server', ['contract', 'server']),
]

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'node_modules/**',
      'coverage/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '.stryker-tmp/**',
      'locales/**/*.js',
      'public/**',
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The model-based test helpers walk any machine's paths: xstate/graph's StatePath and event
    // types are generic per machine, and these helpers take them whatever the machine.
    files: ['tests/helpers/*-model.ts', 'tests/helpers/graph-coverage.ts', 'scripts/machines/coverage.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx', 'ui/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx', 'ui/**/*.tsx'],
    rules: {
      // A label's text is often a <Trans> inside it, one level deeper than the rule looks by default.
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 4 }],
    },
  },
  {
    // Layout follows the writing direction: logical utilities and style properties only.
    files: ['src/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}'],
    plugins: { logical },
    rules: { 'logical/logical-properties': 'error' },
  },
  {
    files: ['contract/**', 'src/**', 'machines/**', 'ui/**', 'server/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['contract/**', 'src/**/*.{ts,tsx}', 'machines/**', 'ui/**', 'server/**', 'locales/**'],
      'import/resolver': { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }],
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
)
