// One lint setup for the whole repository (back end, frontend, scripts). Formatting is Prettier's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'openapi/generated/**', '.cache/**', '.dev-services/**', 'scripts/kafka/**', 'charts/**', 'frontend/e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly', window: 'readonly', document: 'readonly', sessionStorage: 'readonly', localStorage: 'readonly', navigator: 'readonly', __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly' } },
    rules: {
      // Tests and fixtures read loosely-typed JSON bodies; everything else is strictly typed by tsc.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tenancy by construction: a context's stores read and write owned rows through the owned-resource
    // kit (persistence/resources.ts), never through a repository or query builder of their own.
    files: ['services/*/src/**/*.ts'],
    ignores: ['services/platform/**', 'services/*/src/persistence/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(getRepository|createQueryBuilder)$/]',
          message: 'Read and write owned rows through the owned-resource kit (persistence/resources.ts). For a table no customer owns, or a read that is global on purpose, say why in an eslint-disable comment.',
        },
      ],
    },
  },
);
