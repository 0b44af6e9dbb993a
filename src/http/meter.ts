import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Charge, CreditService } from '../services/credit.service.js';
import type { CompanyLists } from '../services/free-windows.js';

/**
 * Charges the caller's organization for the companies in a response (in lists: pass a cached list as it is, not
 * copied into another, so that a re-access is confirmed free in one step) and sets X-Credits-Charged and
 * X-Credits-Remaining. Throws credit_exhausted (402, nothing charged, no data) when the balance is short.
 * Route handlers call it once, after reading their data and before returning it. HEAD requests are never charged.
 */
export async function meter(
  credits: CreditService,
  request: FastifyRequest,
  reply: FastifyReply,
  companies: CompanyLists,
  options: { free?: readonly number[] } = {},
): Promise<void> {
  if (request.method === 'HEAD') {
    // A HEAD response returns no company (it has no body), so it charges nothing and opens no free window.
    void reply.header('x-credits-charged', '0');
    void reply.header('x-credits-remaining', String(await credits.balance(request.principal)));
    return;
  }
  const endpoint = `${request.method} ${request.routeOptions.url ?? request.url}`;
  creditHeaders(reply, await credits.charge(request.principal, endpoint, companies, options.free));
}

/** X-Credits-Charged and X-Credits-Remaining (contracts section 6), for a charge made by meter() or by a service. */
export function creditHeaders(reply: FastifyReply, charge: Charge): void {
  void reply.header('x-credits-charged', String(charge.charged));
  void reply.header('x-credits-remaining', String(charge.remaining));
}
