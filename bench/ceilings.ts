/**
 * The machine's ceilings, served the way Keiretsu serves: a bare Fastify hello-world, and a primary-key
 * lookup of a company through the same driver (pg) and the same database, with no auth, limits or metering.
 * With a file, also POST /body answering with that file as JSON: the ceiling for a large response (the load
 * generator's own cost grows with the body it reads).
 * Run as its own process by bench/run.ts: node --import tsx bench/ceilings.ts <port> <database url> [file]
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const [port, databaseUrl, bodyFile] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get<{ Params: { id: string } }>('/pk/:id', async (request) => {
  const r = await pool.query('SELECT id, name, slug, primary_domain, partnership_count FROM companies WHERE id = $1', [
    Number(request.params.id),
  ]);
  return r.rows[0] ?? {};
});
if (bodyFile) {
  const body = readFileSync(bodyFile);
  app.post('/body', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
