#!/usr/bin/env node
// npm run test:reliability: the reliability tests in full (docs/reliability.md). The load test at 200 clients for
// 60 s with a worker killed mid-run, then the fault tests (PostgreSQL and Redis stopped under load, an import
// killed, two first starts with --demo, a full disk), one file at a time: they measure, and the machine has two
// cores. The faults run on throwaway PostgreSQL and Redis servers of their own; the load test takes a fresh
// database on DATABASE_URL's server (default: the local PostgreSQL) and the Redis of REDIS_URL (default local).
// Extra arguments pass through: `npm run test:reliability -- --test-name-pattern=Redis`.
import { spawnSync } from 'node:child_process';

const files = ['test/reliability/load.test.ts', 'test/reliability/faults.reliability.ts', 'test/reliability/crashes.reliability.ts'];
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres',
  RELIABILITY_FULL: process.env.RELIABILITY_FULL ?? '1',
  ...(process.env.REDIS_URL ? { RELIABILITY_REDIS_URL: process.env.REDIS_URL } : {}),
};
const extra = process.argv.slice(2);
// As in scripts/test.mjs: the spec reporter ends with the failing tests, so a log's tail names them.
const reporter = extra.some((arg) => arg.startsWith('--test-reporter')) ? [] : ['--test-reporter=spec'];
const args = ['--import', 'tsx', '--test', '--test-concurrency=1', ...reporter, ...extra, ...files];
const result = spawnSync(process.execPath, args, { stdio: 'inherit', env });
process.exit(result.status ?? 1);
