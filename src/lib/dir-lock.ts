import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export interface DirectoryLock {
  release(): Promise<void>;
}

export class DirectoryLockedError extends Error {}

const heldHere = new Set<string>();

/**
 * An exclusive lock on a folder by a lock file holding our pid. A lock left by a process that no longer
 * runs is taken over; one held by a live process fails at once with a clear message.
 */
export async function acquireDirectoryLock(dir: string): Promise<DirectoryLock> {
  await mkdir(dir, { recursive: true });
  const file = path.join(path.resolve(dir), 'keiretsu.lock');
  // The lock file cannot tell this process's own second open from a stale lock; this set can.
  if (heldHere.has(file)) throw new DirectoryLockedError(`the embedded database in ${dir} is already open in this process`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      heldHere.add(file);
      return {
        release: async () => {
          heldHere.delete(file);
          await rm(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DirectoryLockedError(
          `the embedded database in ${dir} is in use by process ${pid}; the embedded engine serves one process ` +
            '(run several processes against PostgreSQL with DATABASE_URL)',
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new DirectoryLockedError(`could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
