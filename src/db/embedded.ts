import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startWorkerThread } from '../lib/worker-thread.js';
import { acquireDirectoryLock, type DirectoryLock } from '../lib/dir-lock.js';

/** The embedded PGlite, running in a worker thread and served over a private Unix socket. */
export interface EmbeddedServer {
  socketDir: string;
  port: number;
  stop(): Promise<void>;
  /**
   * Ends the database thread at once, without asking PGlite: after a PANIC (its log could not be written, as on a
   * full disk) PGlite answers no further query and spins, so it cannot be asked to close (database.ts).
   */
  kill(): Promise<void>;
}

const SOCKET_PORT = 5432;

export async function startEmbeddedServer(dataDir: string): Promise<EmbeddedServer> {
  const inMemory = dataDir.startsWith('memory://');
  // PGlite is single-process: a second process on the same folder would corrupt it, so it must fail fast.
  let lock: DirectoryLock | undefined;
  let pgliteDir: string | undefined;
  if (!inMemory) {
    lock = await acquireDirectoryLock(dataDir);
    pgliteDir = path.join(path.resolve(dataDir), 'pglite');
    try {
      if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) await createInChild(pgliteDir);
    } catch (err) {
      await lock.release();
      throw err;
    }
  }
  // The socket lives in a fresh 0700 folder: only this user can connect, and PGlite asks for no password.
  const socketDir = await mkdtemp(path.join(tmpdir(), 'keiretsu-pg-'));
  const workerData = { pgliteDir, socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`) };
  const worker = startWorkerThread(import.meta.url, 'embedded-worker', workerData);
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (m: { ready?: boolean; error?: string }) => (m.ready ? resolve() : reject(new Error(m.error))));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`embedded database exited with code ${code}`)));
    });
  } catch (err) {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    await lock?.release();
    throw err;
  }
  let exited = false;
  worker.once('exit', () => (exited = true));
  return {
    socketDir,
    port: SOCKET_PORT,
    async kill() {
      await worker.terminate();
    },
    async stop() {
      // Ask the worker to close PGlite cleanly (flushes its files), then end the thread; a thread already ended
      // (kill) has nothing to ask, and would leave this waiting for an exit that came before.
      if (!exited)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 10_000);
          worker.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          worker.postMessage('stop');
        });
      await worker.terminate();
      await rm(socketDir, { recursive: true, force: true });
      await lock?.release();
    },
  };
}

/**
 * Creates a fresh data folder in a child process. PGlite's initdb runs a WebAssembly instance of its own, and what
 * it touched stays in the process that ran it: PGlite created in a process of its own took 486 MB of RSS (peak 746)
 * against 286 MB when it opened an existing folder, and a worker thread that created the folder and exited still
 * left 180 MB behind (docs/benchmarks.md, 2026-11-29). A child's memory ends with it.
 */
async function createInChild(pgliteDir: string): Promise<void> {
  const script = [
    'try {',
    '  const { PGlite } = await import(process.argv[1]);',
    '  await (await PGlite.create({ dataDir: process.argv[2] })).close();',
    '} catch (err) {',
    '  process.stderr.write(err instanceof Error ? err.message : JSON.stringify(err));',
    '  process.exit(1);',
    '}',
  ].join('\n');
  await new Promise<void>((resolve, reject) =>
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script, import.meta.resolve('@electric-sql/pglite'), pgliteDir],
      { maxBuffer: 1024 * 1024 },
      (err, _stdout, stderr) =>
        err ? reject(new Error(`the embedded database could not be created in ${pgliteDir}: ${stderr.trim() || err.message}`)) : resolve(),
    ),
  );
}
