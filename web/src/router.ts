import { h, render } from './dom';

/**
 * History-API routing over the paths the server answers with index.html (src/http/routes/console.ts:
 * CONSOLE_ROUTES). A page is an async function that fills `main`; it gets the path's parameters and the query.
 */
export interface PageContext {
  params: string[];
  query: URLSearchParams;
  main: HTMLElement;
}
export type Page = (ctx: PageContext) => Promise<void> | void;

interface Route {
  pattern: RegExp;
  page: Page;
  title: string;
}

const routes: Route[] = [];
let beforeEach: (path: string) => string | null = () => null;

export function route(pattern: RegExp, title: string, page: Page): void {
  routes.push({ pattern, page, title });
}

/** A guard: returns a path to go to instead (the sign-in page), or null. */
export function guard(fn: (path: string) => string | null): void {
  beforeEach = fn;
}

export function navigate(to: string, replace = false): void {
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  void show();
}

let generation = 0;

export async function show(): Promise<void> {
  const redirect = beforeEach(location.pathname);
  if (redirect && redirect !== location.pathname + location.search) {
    history.replaceState(null, '', redirect);
  }
  const main = document.getElementById('main')!;
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const found = routes.map((r) => ({ r, m: r.pattern.exec(path) })).find((x) => x.m);
  const mine = ++generation;
  // Each page renders into a fresh element swapped in when ready, so a slow page never overwrites a newer one.
  const target = h('div', { class: 'page' });
  if (!found) {
    render(main, h('h1', null, 'Page not found'), h('p', null, h('a', { href: '/' }, 'Back to search')));
    document.title = 'Not found · Keiretsu';
    return;
  }
  document.title = `${found.r.title} · Keiretsu`;
  render(main, h('p', { class: 'loading', role: 'status' }, 'Loading…'));
  const params = found.m!.slice(1).map((p) => decodeURIComponent(p ?? ''));
  try {
    await found.r.page({ params, query: new URLSearchParams(location.search), main: target });
  } catch (err) {
    target.replaceChildren(
      h('h1', null, 'Something went wrong'),
      h('p', { role: 'alert' }, err instanceof Error ? err.message : String(err)),
    );
  }
  if (mine !== generation) return;
  render(main, target);
  const heading = main.querySelector('h1');
  if (heading) document.title = `${heading.textContent ?? found.r.title} · Keiretsu`;
  main.focus({ preventScroll: true });
  window.scrollTo(0, 0);
}

/** Same-origin links are followed without a page load; modified clicks and downloads are left to the browser. */
export function startRouter(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const a = (event.target as Element | null)?.closest('a');
    if (!a || a.target || a.hasAttribute('download') || a.origin !== location.origin) return;
    if (a.getAttribute('href')?.startsWith('#')) return;
    if (/^\/(v1|admin|docs|openapi\.json|health|ready|metrics)(\/|$)/.test(a.pathname)) return;
    event.preventDefault();
    navigate(a.pathname + a.search);
  });
  window.addEventListener('popstate', () => void show());
  void show();
}
