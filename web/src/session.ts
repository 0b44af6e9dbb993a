import { createKeiretsuClient, isApiError, KeiretsuClient } from '@keiretsu/client';
import { h, num, render } from './dom';

/**
 * The signed-in session: the API key lives in sessionStorage only (gone when the tab closes, never in
 * localStorage, never in a URL), and every API answer that carries X-Credits-Remaining updates the credits line.
 */
const KEY = 'keiretsu.apiKey';
const CREDITS = 'keiretsu.credits';

let client: KeiretsuClient | undefined;
let onSignedOut: () => void = () => undefined;

export function apiKey(): string | null {
  return sessionStorage.getItem(KEY);
}

export function isOrgKey(): boolean {
  return (apiKey() ?? '').startsWith('keiretsu_org_');
}

/** The typed client over the signed-in key; calls go to this page's own origin. */
export function api(): KeiretsuClient {
  const key = apiKey();
  if (!key) throw new Error('not signed in');
  client ??= createKeiretsuClient({ baseUrl: location.origin, apiKey: key, fetch: observingFetch });
  return client;
}

async function observingFetch(request: Request): Promise<Response> {
  const response = await globalThis.fetch(request);
  const remaining = response.headers.get('x-credits-remaining');
  if (remaining !== null) showCredits(Number(remaining));
  if (response.status === 401 && apiKey()) {
    signOut();
    onSignedOut();
  }
  return response;
}

export function showCredits(remaining: number | null): void {
  const el = document.getElementById('credits');
  if (!el) return;
  if (remaining === null) {
    sessionStorage.removeItem(CREDITS);
    render(el);
    return;
  }
  sessionStorage.setItem(CREDITS, String(remaining));
  render(el, h('strong', null, num(remaining)), ' credits left');
}

export function restoreCredits(): void {
  const saved = sessionStorage.getItem(CREDITS);
  if (apiKey() && saved !== null) showCredits(Number(saved));
}

/**
 * Signs in: a HEAD request on the company search answers with the key's balance and charges nothing
 * (http/meter.ts), so a wrong key is told at once, and the credits line is filled before anything is spent.
 */
export async function signIn(key: string): Promise<void> {
  const trial = createKeiretsuClient({ baseUrl: location.origin, apiKey: key, fetch: (r) => globalThis.fetch(r) });
  const answer = await trial.api.HEAD('/v1/companies' as never, { params: { query: { limit: 1 } } } as never);
  const response = (answer as { response: Response }).response;
  if (!response.ok) {
    const error = response.status === 401 ? 'That API key was not accepted.' : `The server answered ${response.status}.`;
    throw new Error(error);
  }
  sessionStorage.setItem(KEY, key);
  client = undefined;
  const remaining = response.headers.get('x-credits-remaining');
  showCredits(remaining === null ? null : Number(remaining));
}

export function signOut(): void {
  sessionStorage.removeItem(KEY);
  client = undefined;
  showCredits(null);
}

export function whenSignedOut(callback: () => void): void {
  onSignedOut = callback;
}

/** A sentence for an error, from the API's own message where there is one. */
export function describeError(err: unknown): string {
  if (isApiError(err, 'credit_exhausted'))
    return `Not enough credits: this needs ${err.body.requested} and you are ${err.body.shortfall} short.`;
  if (isApiError(err)) return err.body.message || err.message;
  return err instanceof Error ? err.message : String(err);
}
