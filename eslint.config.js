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
    // Queries live in store.ts (docs/context-shape.md): a context touches its tables only in its areas'
    // store.ts (owned rows through the owned-resource kit), its entities and its migrations. The same
    // list as scripts/context-shape.ts, which the shape test reads.
    files: ['services/*/src/**/*.ts'],
    ignores: ['services/platform/**', 'services/*/src/**/store.ts', 'services/*/src/**/entities.ts', 'services/*/src/tables.ts', 'services/*/src/migrations/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'typeorm', message: 'Queries live in store.ts: import typeorm there (a type-only import is fine here).', allowTypeImports: true }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(m|manager)$/][object.type!="ThisExpression"]',
          message: "Queries live in store.ts: the transaction's EntityManager (tx.m, .manager) is for the area's store only.",
        },
        {
          selector: 'CallExpression[callee.property.name=/^(getRepository|createQueryBuilder|andWhere|orWhere|getOne|getMany|getManyAndCount|getCount|getRawOne|getRawMany|getExists|queryForUpdate)$/]',
          message: 'Queries live in store.ts: repositories and query builders belong in the area\'s store.',
        },
        {
          selector: 'CallExpression[callee.property.name="query"][arguments.0.type="Identifier"][arguments.0.name=/^(principal|actor|SYSTEM|tx)$/]',
          message: "Queries live in store.ts: the owned-resource kit's query builder (resource.query) belongs in the area's store.",
        },
      ],
    },
  },
);
