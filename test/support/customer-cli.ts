import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { TestEnv } from './harness.js';

/** Puts the test's app on a port of 127.0.0.1, as a customer's client reaches it; returns its origin. */
export async function listen(env: TestEnv): Promise<string> {
  await env.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(env.app.server.address() as AddressInfo).port}`;
}

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Starts `keiretsu ARGS` from source in a child process, with the customer variables and nothing of the server's. */
export function startCli(args: readonly string[], vars: { url: string; key?: string }): { child: ChildProcess; done: Promise<CliRun> } {
  const env: NodeJS.ProcessEnv = { ...process.env, KEIRETSU_URL: vars.url, KEIRETSU_API_KEY: vars.key ?? '' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const done = new Promise<CliRun>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { child, done };
}

export function runCli(args: readonly string[], vars: { url: string; key?: string }): Promise<CliRun> {
  return startCli(args, vars).done;
}

/** Counts the requests a fetch sends and lets a test rewrite answers, around the real fetch to the real server. */
export function countingFetch(rewrite: (response: Response) => Response = (r) => r): {
  fetch: (request: Request) => Promise<Response>;
  requests: string[];
} {
  const requests: string[] = [];
  return {
    requests,
    fetch: async (request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      return rewrite(await fetch(request));
    },
  };
}
