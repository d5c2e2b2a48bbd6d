// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { configs as lit } from 'eslint-plugin-lit';
import { configs as wc } from 'eslint-plugin-wc';
import tseslint from 'typescript-eslint';
import { CLASS_MEMBERS } from './lint/class-members.js';
import { IMPORT_CYCLE_SETTINGS, importCycles } from './lint/import-cycles.js';
import { SECRETS } from './lint/secrets.js';
import { MONEY_RULE, WIRE_WORDS } from './lint/wire-words.js';

/** Test files, wherever they sit. */
const TEST_FILES = ['**/*.test.{js,ts,tsx}'];

/** Test files and their helpers. */
const TESTS = [...TEST_FILES, '**/test/**'];

/** The sources that must import the wire's words from protocol, not write them. */
const WIRE_WORD_SOURCES = [
  'packages/server/src/**',
  'packages/sandbox/src/**',
  'packages/elements/src/**',
  'demo/server/**',
  'demo/shared/**',
  'demo/site/src/**',
];

/** The sources that must take the money rule from protocol. */
const MONEY_RULE_SOURCES = ['packages/server/src/**', 'demo/server/**'];

/** The web components and their React wrappers. */
const ELEMENTS = ['packages/elements/src/**', 'packages/react/src/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/custom-elements.json',
      '**/.next',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly' },
    },
    rules: {
      // Card data must never reach a console: logging is allowed only in scripts.
      'no-console': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // `const { secret, ...rest } = value` is how a field is left out.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // The parser import-x reads modules with is loaded with `require`.
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Scripts, tests, the sandbox (a local server and command) and the demo command print on purpose.
    files: [
      '**/scripts/**',
      'test/**',
      '**/*.test.ts',
      '*.config.{js,ts}',
      'packages/sandbox/**',
      'demo/start.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // The shape of the code, in every package, the demo, the tests and the tools.
    plugins: { 'import-x': importX, checkout: { rules: { 'import-cycles': importCycles } } },
    settings: {
      // `.js` specifiers name `.ts` sources; the packages name each other's sources.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: 'tsconfig.json',
          conditionNames: ['@checkout-kit/source', 'types', 'import', 'node', 'default'],
        }),
      ],
      // The packages are one graph: a cycle through another package of the kit is a cycle too.
      'import-x/internal-regex': '^@checkout-kit/',
      ...IMPORT_CYCLE_SETTINGS,
    },
    rules: {
      // A dependency from node_modules never imports the kit back: not walking it saves most of the time.
      'checkout/import-cycles': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': ['error', ...CLASS_MEMBERS, ...SECRETS],
    },
  },
  {
    files: WIRE_WORD_SOURCES,
    ignores: TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', ...CLASS_MEMBERS, ...SECRETS, ...WIRE_WORDS] },
  },
  {
    files: MONEY_RULE_SOURCES,
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': ['error', ...CLASS_MEMBERS, ...SECRETS, ...WIRE_WORDS, MONEY_RULE],
    },
  },
  {
    // The sandbox's root wires it together: each folder holds one kind of thing, below it.
    files: ['packages/sandbox/src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/sandbox/src/*/**',
              from: './packages/sandbox/src/*.ts',
              message: 'Only the root of the sandbox’s src wires its folders together.',
            },
          ],
        },
      ],
    },
  },
  {
    // A `.only` left in makes Mocha (the browser tests) run that test alone and skip the rest, green.
    files: TESTS,
    rules: {
      'no-restricted-properties': [
        'error',
        ...['describe', 'it', 'test', 'suite'].map((object) => ({
          object,
          property: 'only',
          message: 'Run one test from the command line instead of committing `.only`.',
        })),
      ],
    },
  },
  {
    ...lit['flat/recommended'],
    files: ELEMENTS,
  },
  {
    ...wc['flat/best-practice'],
    files: ELEMENTS,
    settings: { wc: { elementBaseClasses: ['LitElement'] } },
    rules: {
      ...wc['flat/best-practice'].rules,
      // LitElement defines every lifecycle callback, so `super.connectedCallback()` needs no guard.
      'wc/guard-super-call': 'off',
    },
  },
);
