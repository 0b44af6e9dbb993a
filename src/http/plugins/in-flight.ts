import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Makes app.close() wait for the requests it has started, up to graceMs, so that the database is closed only
 * after them. Fastify's close waits for open connections, but a handler whose client has gone away keeps
 * running with no connection to wait for: it would then query a closed pool.
 *
 * A request is in flight from onRequest until its response is closed (sent, or its socket gone), which is
 * after the handler returned (onSend) and, for a streamed body, after the stream ended. onResponse is not
 * enough: it never fires for a request whose client disconnected.
 */
export function trackInFlight(app: FastifyInstance, options: { graceMs: number }): void {
  let inFlight = 0;
  let closing = false;
  let idle: (() => void) | undefined;
  const running = new WeakSet<FastifyRequest>();
  const done = (request: FastifyRequest) => {
    if (!running.delete(request)) return;
    inFlight--;
    if (inFlight === 0) idle?.();
  };
  app.addHook('onRequest', async (request: FastifyRequest) => {
    running.add(request);
    inFlight++;
  });
  // Once close() began, a response in flight closes its connection: the server's close waits for every
  // connection, and a keep-alive one that turned idle after close() began would be waited for until its
  // keep-alive timeout (72 s), far past the process's 15 s grace.
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (closing) void reply.header('connection', 'close');
    const res = reply.raw;
    if (res.closed || res.destroyed) done(request);
    else res.once('close', () => done(request));
    return payload;
  });
  app.addHook('onClose', async () => {
    if (inFlight === 0) return;
    app.log.info({ in_flight: inFlight }, 'waiting for in-flight requests');
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      idle = resolve;
      timer = setTimeout(() => {
        app.log.warn({ in_flight: inFlight }, 'in-flight requests still running at shutdown');
        resolve();
      }, options.graceMs);
    });
    clearTimeout(timer);
  });
}
