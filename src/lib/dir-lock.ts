import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await createWithPid(file);
      heldHere.add(file);
      return {
        release: async () => {
          heldHere.delete(file);
          await rm(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // Our own pid in it is a lock left by an earlier process that had it (a container's pid 1, say): stale.
      const holder = await pidIn(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) throw inUse(dir, holder);
      // A stale lock is taken over by moving it aside, which only one process can do: the others find it gone
      // and try again. What was moved is checked again: it may be a lock another process made just before.
      const aside = `${file}.stale.${process.pid}`;
      try {
        await rename(file, aside);
      } catch (renameErr) {
        if ((renameErr as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw renameErr;
      }
      const moved = await pidIn(aside);
      if (moved !== undefined && moved !== holder && moved !== process.pid && isAlive(moved)) {
        await link(aside, file).catch(() => undefined);
        await rm(aside, { force: true });
        throw inUse(dir, moved);
      }
      await rm(aside, { force: true });
    }
  }
  throw new DirectoryLockedError(`could not lock ${dir}`);
}

/** The pid a lock file holds; undefined when it holds none (or is gone). */
async function pidIn(file: string): Promise<number | undefined> {
  const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function inUse(dir: string, pid: number): DirectoryLockedError {
  return new DirectoryLockedError(
    `the embedded database in ${dir} is in use by process ${pid}; the embedded engine serves one process ` +
      '(run several processes against PostgreSQL with DATABASE_URL)',
  );
}

/**
 * Creates the lock file with our pid already in it: written to a file of our own, then linked to the lock's name,
 * which fails if the lock exists. Created empty and then written, a second process starting at the same moment could
 * read it empty, take it for a stale lock, remove it and take the lock too.
 */
async function createWithPid(file: string): Promise<void> {
  const own = `${file}.${process.pid}`;
  await writeFile(own, String(process.pid));
  try {
    await link(own, file);
  } finally {
    await rm(own, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
