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
