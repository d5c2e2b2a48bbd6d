// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
);
