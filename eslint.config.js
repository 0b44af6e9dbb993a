import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
  { files: ['test/**', 'bench/**', 'src/config/**'], rules: { 'no-restricted-properties': 'off' } },
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
