import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A `keiretsu` command as a child process, from the sources (as `npm run dev` runs them). */
export interface KeiretsuProcess {
  child: ChildProcess;
  /** its stderr (JSON log lines), kept for the test's messages */
  readonly log: string[];
  /** resolves with the exit code (null when killed by a signal) */
  exited: Promise<number | null>;
}

export function spawnKeiretsu(args: string[], env: Record<string, string | undefined>): KeiretsuProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout!.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, log, exited };
}

export interface ApiProcess extends KeiretsuProcess {
  url: string;
}

/** `keiretsu serve --no-worker` on a free port, once /ready answers 200. */
export async function startApi(env: Record<string, string | undefined>, extraArgs: string[] = []): Promise<ApiProcess> {
  const port = await freePort();
  const p = spawnKeiretsu(['serve', '--no-worker', '--port', String(port), ...extraArgs], env);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (p.child.exitCode !== null) throw new Error(`the API process exited: ${p.log.join('').slice(-2000)}`);
    const res = await fetch(`${url}/ready`).catch(() => undefined);
    if (res?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the API process never became ready: ${p.log.join('').slice(-2000)}`);
    await sleep(200);
  }
  return { ...p, url };
}

export async function stop(p: KeiretsuProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill(signal);
  return p.exited;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
