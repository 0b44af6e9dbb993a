import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The runner, started again as a child for what must be measured or killed in a process of its own. */
const RUNNER = fileURLToPath(new URL('../lib-helpers.ts', import.meta.url));

export interface ChildResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  seconds: number;
  /** the kernel's high-water mark of the child's resident memory (VmHWM), polled every 50 ms */
  peakRssMb: number;
  /** killed (SIGKILL) at the time limit */
  timedOut: boolean;
}

/** Runs `node --import tsx bench/lib-helpers.ts --child ...args` to its end, or kills it at `timeoutMs`. */
export async function runChild(args: readonly string[], timeoutMs = 600_000): Promise<ChildResult> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', RUNNER, '--child', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  let peakKb = 0;
  const poll = setInterval(() => {
    readFile(`/proc/${child.pid}/status`, 'utf8').then(
      (s) => (peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(s)?.[1] ?? 0))),
      () => undefined,
    );
  }, 50);
  let timedOut = false;
  // SIGKILL: tsx answers SIGTERM by waiting for the child's own handler, which a busy loop never runs.
  const limit = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('exit', (c, s) => resolve([c, s])),
  );
  clearInterval(poll);
  clearTimeout(limit);
  return { code, signal, stdout, stderr, seconds: (performance.now() - started) / 1000, peakRssMb: peakKb / 1024, timedOut };
}

/** Starts a child; resolves once it has printed its first line (it is then ready), with its exit to come. */
export async function startChild(args: readonly string[]): Promise<{
  firstLine: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
  kill: () => Promise<void>;
}> {
  const child = spawn(process.execPath, ['--import', 'tsx', RUNNER, '--child', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stderr })),
  );
  const firstLine = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    void exited.then(({ code }) => reject(new Error(`child ${args.join(' ')} exited (${code}) before it was ready: ${stderr}`)));
  });
  return {
    firstLine,
    exited,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
