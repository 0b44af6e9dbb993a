import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** What no layer below src/http may import. */
const NOT_HTTP = { group: ['fastify', '@fastify/*', '**/http/**'], message: 'Only src/http knows Fastify and the wire format.' };

export default tseslint.config(
  { ignores: ['dist/', 'packages/*/dist/', 'packages/client/src/generated/', 'node_modules/', 'data/', '.bench-cache/', '.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        NodeJS: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/config (tests and benchmarks may read it directly).',
        },
      ],
    },
  },
  { files: ['test/**', 'bench/**', 'scripts/**', 'src/config/**'], rules: { 'no-restricted-properties': 'off' } },
  // The layers (style.md, ARCHITECTURE.md): http -> services -> db, SQL only in src/db. Each block names what a
  // folder may not reach; a type may cross where a value may not (the crawler names the worker's types).
  ...layer(['src/**/*.ts'], [], {
    ignores: ['src/db/**', 'src/**/*.test.ts'],
    sql: 'SQL lives in src/db (repositories): call a repository function instead of .query().',
  }),
  ...layer(['src/services/**', 'src/import/**', 'src/lists/**', 'src/jobs/**', 'src/demo/**', 'src/infra/**'], [NOT_HTTP]),
  ...layer(['src/http/**'], [{ group: ['**/db/repositories/**'], message: 'Routes call services; services call repositories.' }]),
  ...layer(
    ['src/db/**'],
    [
      {
        group: ['**/services/**', '**/http/**', '**/jobs/**', '**/crawler/**', '**/import/**', 'fastify'],
        message: 'src/db is the bottom layer.',
      },
    ],
  ),
  ...layer(
    ['src/crawler/**'],
    [NOT_HTTP, { group: ['**/db/**'], message: 'The crawler has no database: it returns observations the worker applies.' }],
  ),
  ...layer(['src/lib/**'], [{ group: ['../*', '!../lib/**'], message: 'src/lib knows nothing of Keiretsu.' }]),
  {
    // The web console runs in browsers: TypeScript (web/tsconfig.json, lib DOM) checks its globals, and nothing from Node.
    files: ['web/src/**/*.ts'],
    rules: {
      'no-undef': 'off',
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'The console runs in browsers.' }] }],
    },
  },
  {
    // The client also runs in browsers (the web console will use it): nothing from Node in its core.
    files: ['packages/client/src/**/*.ts'],
    ignores: ['packages/client/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'The client runs in browsers too.' }] }] },
  },
);

/**
 * A layer rule for these files: imports they may not make (types excepted), and with `sql` a ban on `.query()`
 * calls (the database's, a transaction's: SQL belongs to src/db).
 */
function layer(files, patterns, options = {}) {
  const rules = {};
  if (patterns.length > 0)
    rules['@typescript-eslint/no-restricted-imports'] = ['error', { patterns: patterns.map((p) => ({ ...p, allowTypeImports: true })) }];
  if (options.sql)
    rules['no-restricted-syntax'] = ['error', { selector: "CallExpression[callee.property.name='query']", message: options.sql }];
  return [{ files, ...(options.ignores ? { ignores: options.ignores } : {}), rules }];
}
