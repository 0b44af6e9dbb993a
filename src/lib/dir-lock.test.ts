import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const LOCK = fileURLToPath(new URL('./dir-lock.ts', import.meta.url));

/** Starts a process that tries to lock `dir`, holds what it got for a while, and prints "locked" or "refused". */
function contender(dir: string): Promise<string> {
  const code = `
    import { acquireDirectoryLock } from ${JSON.stringify(LOCK)};
    try {
      const lock = await acquireDirectoryLock(${JSON.stringify(dir)});
      process.stdout.write('locked');
      await new Promise((r) => setTimeout(r, 1500));
      await lock.release();
    } catch (err) {
      process.stdout.write(err.constructor.name === 'DirectoryLockedError' ? 'refused' : 'failed: ' + err.message);
    }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  return once(child, 'exit').then(() => out);
}

test('of processes locking one folder at once, exactly one gets it, also over a stale lock', async () => {
  for (const stale of [false, true]) {
    const dir = await mkdtemp(path.join(tmpdir(), 'keiretsu-lock-'));
    try {
      // A pid no process has (above Linux's pid_max): a lock left by a process that is gone.
      if (stale) await writeFile(path.join(dir, 'keiretsu.lock'), '4194305');
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => contender(dir)));
      assert.equal(outcomes.filter((o) => o === 'locked').length, 1, `${stale ? 'stale' : 'no'} lock before: ${outcomes.join(', ')}`);
      assert.equal(outcomes.filter((o) => o === 'refused').length, 5, outcomes.join(', '));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
});
