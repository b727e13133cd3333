// typescript-eslint's type-checked recommended rules: what the compiler does not catch (a promise
// left floating, a method torn from its object, a thrown value that is no Error, `any` leaking
// through an assignment, an assertion that changes nothing). Run by `npm test`.
import tseslint from 'typescript-eslint';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'reports/**', '**/*.tmp.mjs'] },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.ts', 'vite.config.ts', 'playwright.config.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // `async` marks a function that keeps a promise-returning contract (a port, a route's
      // handler, a fake) even when its body has nothing to wait for.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // A non-null assertion in production code says why the value is there, in the comment that
    // allows it; a directive that no longer silences anything is an error.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.arbitrary.ts'],
    extends: [comments.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/disable-enable-pair': ['error', { allowWholeFile: true }],
    },
  },
  {
    // Tests read answers as they come (JSON is `any` until a codec decodes it) and use
    // matchers typed `any` (`expect.any(String)`); production code may not.
    files: ['**/*.test.{ts,tsx}', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
