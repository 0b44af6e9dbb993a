import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// The PGlite thread. It owns the database and serves it over the PostgreSQL protocol, so the API thread
// uses the same driver as with PostgreSQL and never runs a query on its own event loop.
const { pgliteDir, socketPath } = workerData as { pgliteDir: string | undefined; socketPath: string };

try {
  const db = await PGlite.create({ dataDir: pgliteDir, extensions: { pg_trgm, unaccent } });
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
