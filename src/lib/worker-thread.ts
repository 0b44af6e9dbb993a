import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * A worker thread running the module `entry` (a file name beside `from`, without extension), from the compiled
 * `.js` in production or the `.ts` source under tsx: Node 20 gives a worker no loader hooks, so from source the
 * entry is loaded through tsx's API.
 */
export function startWorkerThread(from: string, entry: string, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  return from.endsWith('.ts')
    ? new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => m.tsImport(${JSON.stringify(
          new URL(`./${entry}.ts`, from).href,
        )}, ${JSON.stringify(from)}))`,
        { eval: true, workerData, ...(resourceLimits ? { resourceLimits } : {}) },
      )
    : new Worker(new URL(`./${entry}.js`, from), { workerData, ...(resourceLimits ? { resourceLimits } : {}) });
}
