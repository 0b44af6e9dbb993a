import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Headers for HTML pages (the /docs reference, and any page served later): they load nothing from elsewhere and
 * run no script, so the policy allows inline styles and data: images only; no framing (clickjacking), no
 * referrer, no MIME sniffing. Decided by the response's content type, so a new page cannot forget them.
 */
const HTML_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * The web console's policy (http/routes/console.ts): its own scripts and styles, API calls to its own origin and
 * nothing else; inline styles because the graph library sizes its canvas with them. A page opts in by setting
 * exactly this header; any other page gets HTML_HEADERS' policy.
 */
export const CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** Every response: no MIME sniffing (a JSON error echoing input must never be read as HTML). */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    void reply.header('x-content-type-options', 'nosniff');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const isConsole = reply.getHeader('content-security-policy') === CONSOLE_CSP;
      void reply.headers(isConsole ? { ...HTML_HEADERS, 'content-security-policy': CONSOLE_CSP } : HTML_HEADERS);
    }
    return payload;
  });
}
