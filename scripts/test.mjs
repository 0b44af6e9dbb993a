#!/usr/bin/env node
// Runs every *.test.ts under src/, test/ and each workspace package's src/ (packages/*/src) with Node's test
// runner (Node 20's --test takes no globs). Extra arguments pass through: `npm test -- --test-name-pattern=import`.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const packageSources = existsSync('packages')
  ? readdirSync('packages', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(`packages/${entry.name}/src`))
      .map((entry) => `packages/${entry.name}/src`)
  : [];
const files = ['src', 'test', ...packageSources]
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `${dir}/${f}`),
  )
  .sort();
// Two files at a time: the machine has two cores, and each file runs its own database.
const extra = process.argv.slice(2);
// The spec reporter ends with every failing test and its error, so the tail of a long log (all CI keeps) names
// what failed; Node 20 writes TAP when its output is not a terminal, and TAP leaves a failure where it happened.
const reporter = extra.some((arg) => arg.startsWith('--test-reporter')) ? [] : ['--test-reporter=spec'];
const args = ['--import', 'tsx', '--test', '--test-concurrency=2', ...reporter, ...extra, ...files];
const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
