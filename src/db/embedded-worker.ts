import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// The PGlite thread. It owns the database and serves it over the PostgreSQL protocol, so the API thread
// uses the same driver as with PostgreSQL and never runs a query on its own event loop.
const { pgliteDir, socketPath } = workerData as { pgliteDir: string | undefined; socketPath: string };

/**
 * PostgreSQL's default of 128 MB is WebAssembly memory that PGlite fills and never gives back, on top of the operating
 * system's cache of the same files (PGlite reads them through the file system). npm start's 5,000-company demo under
 * lookups, bulk lookups and searches: peak RSS 439-473 MB at 32 MB against 555-596 MB at 128, the same speeds
 * (docs/benchmarks.md, 2026-11-29). A command-line setting: it wins over the data folder's configuration files.
 */
const SHARED_BUFFERS = '32MB';

try {
  const db = await PGlite.create({
    dataDir: pgliteDir,
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
  // 32 connections: more than any pool of ours asks for, so a connection never waits on the socket server.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 32 });
  await server.start();
  parentPort!.on('message', (message) => {
    if (message !== 'stop') return;
    void (async () => {
      await server.stop();
      await db.close();
      process.exit(0);
    })();
  });
  parentPort!.postMessage({ ready: true });
} catch (err) {
  parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err) });
}
