/**
 * The embedded database folder's lock: src/lib/dir-lock.ts (a lock file holding the pid; a lock whose process
 * no longer runs is taken over) against proper-lockfile (a lock folder whose mtime the holder refreshes; a lock
 * older than `stale` is taken over). Behaviour, not speed: what a second process, a crash and a stalled holder do.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { acquireDirectoryLock } from '../../src/lib/dir-lock.js';
import { startChild } from './child.js';
import { table } from './measure.js';

type Acquire = (dir: string, options?: { stale?: number }) => Promise<() => Promise<void>>;

const LOCK_FILE = 'keiretsu.lock';

export const LOCKS: Record<string, Acquire> = {
  'dir-lock (ours)': async (dir) => {
    const lock = await acquireDirectoryLock(dir);
    return () => lock.release();
  },
  // The defaults: stale after 10 s, the holder refreshing the mtime every 5 s, no retries.
  'proper-lockfile': async (dir, options = {}) => {
    await mkdir(dir, { recursive: true });
    return lockfile.lock(dir, { lockfilePath: path.join(dir, LOCK_FILE), ...options });
  },
};

/**
 * Child: `hold IMPL DIR` locks and waits to be killed; `stall IMPL DIR` locks, says so, blocks its event loop 5 s
 * (a long synchronous task, or the machine paused: swap, a stopped VM), then keeps the lock 3 s more.
 */
export async function lockChild([mode, impl, dir]: string[]): Promise<void> {
  const release = await LOCKS[impl ?? '']!(dir!, mode === 'stall' ? { stale: STALL_STALE_MS } : {});
  process.stdout.write(`ready ${process.pid}\n`);
  if (mode === 'hold') {
    setInterval(() => undefined, 60_000);
    return;
  }
  const until = Date.now() + 5000;
  while (Date.now() < until);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await release();
}

/** The least stale proper-lockfile accepts (refreshed every second); its default is 10 s. */
const STALL_STALE_MS = 2000;

async function attempt(impl: string, dir: string, options: { stale?: number } = {}, hold?: Promise<unknown>): Promise<string> {
  try {
    const release = await LOCKS[impl]!(dir, options);
    await hold;
    await release();
    return 'acquired';
  } catch (err) {
    // The folder's path says nothing here; the rest of the message does.
    return `refused: ${(err as Error).message.replace(` in ${dir}`, '').split(';')[0]!.slice(0, 90)}`;
  }
}

/** Tries every 100 ms until the lock is had; the seconds it took, and the first refusal. */
async function untilAcquired(impl: string, dir: string, limitMs: number): Promise<string> {
  const start = performance.now();
  let first = '';
  while (performance.now() - start < limitMs) {
    const got = await attempt(impl, dir);
    if (got === 'acquired')
      return `acquired after ${((performance.now() - start) / 1000).toFixed(1)} s${first ? ` (first: ${first})` : ''}`;
    first ||= got;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return `still refused after ${limitMs / 1000} s: ${first}`;
}

export async function measureLocks(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'keiretsu-locks-'));
  const rows: string[][] = [];
  const scenario = async (name: string, run: (impl: string, dir: string) => Promise<string>) => {
    const cells = [name];
    for (const impl of Object.keys(LOCKS)) cells.push(await run(impl, path.join(root, `${impl.replace(/\W+/g, '-')}-${rows.length}`)));
    rows.push(cells);
  };
  try {
    await scenario('a second process while the first holds the lock', async (impl, dir) => {
      const holder = await startChild(['lock', 'hold', impl, dir]);
      try {
        return await attempt(impl, dir);
      } finally {
        await holder.kill();
      }
    });
    await scenario('the same process opens the folder twice', async (impl, dir) => {
      const release = await LOCKS[impl]!(dir);
      try {
        return await attempt(impl, dir);
      } finally {
        await release();
      }
    });
    await scenario('the holder is killed (SIGKILL) and the service started again at once', async (impl, dir) => {
      const holder = await startChild(['lock', 'hold', impl, dir]);
      await holder.kill();
      return untilAcquired(impl, dir, 20_000);
    });
    await scenario("a crash's lock whose pid now belongs to another live process (restarted container)", async (impl, dir) => {
      await mkdir(dir, { recursive: true });
      // `sleep` stands for the unrelated process that was given the dead holder's pid.
      const other = spawn('sleep', ['60'], { stdio: 'ignore' });
      try {
        if (impl === 'dir-lock (ours)') await writeFile(path.join(dir, LOCK_FILE), String(other.pid));
        else {
          // proper-lockfile keeps no pid: its lock left a minute ago by the crash
          await mkdir(path.join(dir, LOCK_FILE));
          const minuteAgo = new Date(Date.now() - 60_000);
          await utimes(path.join(dir, LOCK_FILE), minuteAgo, minuteAgo);
        }
        return await attempt(impl, dir);
      } finally {
        other.kill('SIGKILL');
      }
    });
    await scenario(
      `the holder's event loop blocked 5 s, a second process starting 4 s in (stale ${STALL_STALE_MS / 1000} s, proper-lockfile's least)`,
      async (impl, dir) => {
        const holder = await startChild(['lock', 'stall', impl, dir]);
        // proper-lockfile dates a new lock up to a second ahead (its mtime precision probe): 4 s is past stale.
        await new Promise((resolve) => setTimeout(resolve, 4000));
        // The second process keeps what it got until the holder is done.
        const second = await attempt(impl, dir, { stale: STALL_STALE_MS }, holder.exited);
        const { code, stderr } = await holder.exited;
        const holderOutcome =
          code === 0 ? 'the holder carried on' : `the holder then crashed: ${/(Error: [^\n]+)/.exec(stderr)?.[1] ?? `exit ${code}`}`;
        return `second process ${second}; ${holderOutcome}`;
      },
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  return ['### Folder lock (embedded database)', '', table(['scenario', ...Object.keys(LOCKS)], rows)].join('\n');
}
