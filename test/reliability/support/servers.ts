import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from './processes.js';

/**
 * Throwaway PostgreSQL and Redis servers for the fault tests: stopping them breaks nothing else on the machine.
 * PostgreSQL refuses to run as root, so as root its commands run as the `postgres` user (runuser).
 */
export class PrivatePostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'keiretsu-pg-'));
  port = 0;
  private readonly bin = postgresBin();

  static available(): boolean {
    return postgresBin() !== undefined && (process.getuid?.() !== 0 || existsSync('/usr/sbin/runuser'));
  }

  url(database = 'postgres'): string {
    return `postgres://root@127.0.0.1:${this.port}/${database}`;
  }

  async init(): Promise<this> {
    if (process.getuid?.() === 0) chownSync(this.dir, uid('postgres'), gid('postgres'));
    this.run('initdb', ['-D', join(this.dir, 'data'), '-A', 'trust', '-U', 'root', '--no-sync', '-E', 'UTF8']);
    this.port = await freePort();
    await this.start();
    return this;
  }

  /** Starts the server (again) on its port; returns once it accepts connections. */
  async start(): Promise<void> {
    // fsync off: a throwaway cluster; max_connections for two API processes, two workers and the test's own pools.
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-l', join(this.dir, 'log'), '-o', options, '-w', 'start']);
  }

  /** Stops the server: `fast` ends sessions cleanly, `immediate` is a crash (recovery at the next start). */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', mode, '-w', 'stop'], true);
  }

  async createDatabase(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: this.url() });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    return this.url(name);
  }

  async destroy(): Promise<void> {
    await this.stop('immediate');
    rmSync(this.dir, { recursive: true, force: true });
  }

  private run(command: string, args: string[], allowFailure = false): void {
    const path = join(this.bin!, command);
    const [file, argv] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
    const r = spawnSync(file, argv, { encoding: 'utf8' });
    if (r.status !== 0 && !allowFailure) throw new Error(`${command} failed: ${r.stderr || r.stdout}`);
  }
}

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

function uid(user: string): number {
  return Number(spawnSync('id', ['-u', user], { encoding: 'utf8' }).stdout.trim());
}
function gid(user: string): number {
  return Number(spawnSync('id', ['-g', user], { encoding: 'utf8' }).stdout.trim());
}

/** A redis-server of its own on a free port, without persistence. */
export class PrivateRedis {
  port = 0;
  private child: ChildProcess | undefined;

  static available(): boolean {
    return spawnSync('redis-server', ['--version']).status === 0;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.port ||= await freePort();
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    // Ready when it accepts a connection.
    for (let i = 0; i < 100; i++) {
      const r = spawnSync('redis-cli', ['-p', String(this.port), 'ping'], { encoding: 'utf8' });
      if (r.stdout.trim() === 'PONG') return this;
      await sleep(50);
    }
    throw new Error('redis-server did not start');
  }

  /** kill -9: Redis gone, as in a crash. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
}
