import { unwrap } from '@keiretsu/client';
import { day, debounce, field, h, num, render, statusLine } from '../dom';
import type { PageContext } from '../router';
import { api, describeError } from '../session';

const PAGE = 50;

/** The technology catalogue, searched by technology or vendor name. */
export function technologiesPage({ main, query }: PageContext): void {
  const input = h('input', { type: 'search', name: 'q', autocomplete: 'off', value: query.get('q') ?? '' });
  const status = statusLine();
  const results = h('div', { class: 'table-wrap' });
  const run = async () => {
    const q = input.value.trim();
    history.replaceState(null, '', q ? `/technologies?q=${encodeURIComponent(q)}` : '/technologies');
    if (!q) {
      status.textContent = 'Type a technology or vendor name, for example Stripe or Google.';
      render(results);
      return;
    }
    try {
      const body = unwrap(await api().api.GET('/v1/technologies', { params: { query: { q, limit: 50 } } }));
      status.textContent = `${num(body.pagination.total_results)} technologies match “${q}”.`;
      render(
        results,
        body.technologies.length
          ? h(
              'table',
              null,
              h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Technology'), h('th', { scope: 'col' }, 'Vendor'))),
              h(
                'tbody',
                null,
                body.technologies.map((t) =>
                  h(
                    'tr',
                    null,
                    h('td', null, h('a', { href: `/technologies/${encodeURIComponent(t.tech_key)}` }, t.display_name)),
                    h(
                      'td',
                      null,
                      t.vendor_domain
                        ? h('a', { href: `/vendors/${encodeURIComponent(t.vendor_domain)}` }, t.vendor_name ?? t.vendor_domain)
                        : (t.vendor_name ?? '—'),
                    ),
                  ),
                ),
              ),
            )
          : null,
      );
    } catch (err) {
      status.textContent = describeError(err);
    }
  };
  input.addEventListener(
    'input',
    debounce(() => void run(), 300),
  );
  main.append(
    h('h1', null, 'Technologies'),
    h(
      'form',
      {
        role: 'search',
        class: 'searchbar',
        onsubmit: (e: Event) => {
          e.preventDefault();
          void run();
        },
      },
      field('Search technologies', input),
      h('button', { type: 'submit' }, 'Search'),
    ),
    status,
    results,
  );
  void run();
  queueMicrotask(() => input.focus());
}

interface UsingCompany {
  slug?: string;
  name: string;
  primary_domain: string;
  detection_count: number;
  last_seen_at: string;
  technologies_used?: { tech_key: string; display_name: string }[];
}

/** A table of companies using something, a page at a time (each company shown costs 1 credit, then is free for 30 days). */
function companiesTable(
  load: (page: number) => Promise<{
    data: UsingCompany[];
    pagination: { page: number; total_pages: number; total_results: number; has_next: boolean; has_prev: boolean };
  }>,
  withTechnologies: boolean,
): HTMLElement {
  const status = statusLine();
  const body = h('div', { class: 'table-wrap' });
  const pager = h('div', { class: 'pager' });
  let page = 1;
  const run = async () => {
    status.textContent = 'Loading companies…';
    try {
      const answer = await load(page);
      const p = answer.pagination;
      status.textContent = `${num(p.total_results)} companies; page ${p.page} of ${num(Math.max(1, p.total_pages))}.`;
      render(
        body,
        h(
          'table',
          null,
          h('caption', { class: 'sr-only' }, 'Companies using it'),
          h(
            'thead',
            null,
            h(
              'tr',
              null,
              h('th', { scope: 'col' }, 'Company'),
              withTechnologies ? h('th', { scope: 'col' }, 'Technologies') : null,
              h('th', { scope: 'col' }, 'Detections'),
              h('th', { scope: 'col' }, 'Last seen'),
            ),
          ),
          h(
            'tbody',
            null,
            answer.data.map((c) =>
              h(
                'tr',
                null,
                h(
                  'td',
                  null,
                  h('a', { href: `/companies/${encodeURIComponent(c.slug ?? c.primary_domain)}` }, c.name),
                  h('br'),
                  h('span', { class: 'muted' }, c.primary_domain),
                ),
                withTechnologies ? h('td', null, (c.technologies_used ?? []).map((t) => t.display_name).join(', ')) : null,
                h('td', null, num(c.detection_count)),
                h('td', { class: 'nowrap' }, day(c.last_seen_at)),
              ),
            ),
          ),
        ),
      );
      render(
        pager,
        p.has_prev ? h('button', { type: 'button', class: 'secondary', onclick: () => ((page -= 1), void run()) }, 'Previous page') : null,
        p.has_next ? h('button', { type: 'button', class: 'secondary', onclick: () => ((page += 1), void run()) }, 'Next page') : null,
      );
    } catch (err) {
      status.textContent = describeError(err);
    }
  };
  void run();
  return h('section', { 'aria-labelledby': 'using-h' }, h('h2', { id: 'using-h' }, 'Companies using it'), status, body, pager);
}

export async function technologyPage({ main, params }: PageContext): Promise<void> {
  const techKey = params[0]!;
  let first;
  try {
    first = unwrap(
      await api().api.GET('/v1/technologies/{tech_key}/companies', {
        params: { path: { tech_key: techKey }, query: { limit: PAGE, page: 1 } },
      }),
    );
  } catch (err) {
    main.append(h('h1', null, 'Technology not found'), h('p', { role: 'alert' }, describeError(err)));
    return;
  }
  const t = first.technology;
  // The vendor's domain (its page's address) comes from the catalogue search.
  const found = await api()
    .api.GET('/v1/technologies', { params: { query: { q: t.display_name, limit: 20 } } })
    .then((a) => a.data?.technologies.find((x) => x.tech_key === t.tech_key))
    .catch(() => undefined);
  main.append(
    h('p', { class: 'crumbs' }, h('a', { href: '/technologies' }, '← Technologies')),
    h('h1', null, t.display_name),
    h(
      'p',
      { class: 'muted' },
      `${num(t.total_companies)} companies`,
      t.vendor_name
        ? [
            ' · vendor ',
            found?.vendor_domain ? h('a', { href: `/vendors/${encodeURIComponent(found.vendor_domain)}` }, t.vendor_name) : t.vendor_name,
          ]
        : null,
    ),
    companiesTable(
      async (page) =>
        page === 1
          ? first
          : unwrap(
              await api().api.GET('/v1/technologies/{tech_key}/companies', {
                params: { path: { tech_key: techKey }, query: { limit: PAGE, page } },
              }),
            ),
      false,
    ),
  );
}

export async function vendorPage({ main, params }: PageContext): Promise<void> {
  const domain = params[0]!;
  let first;
  try {
    first = unwrap(
      await api().api.GET('/v1/vendors/{domain}/companies', { params: { path: { domain }, query: { limit: PAGE, page: 1 } } }),
    );
  } catch (err) {
    main.append(h('h1', null, 'Vendor not found'), h('p', { role: 'alert' }, describeError(err)));
    return;
  }
  const v = first.vendor;
  main.append(
    h('p', { class: 'crumbs' }, h('a', { href: '/technologies' }, '← Technologies')),
    h('h1', null, v.vendor_name),
    h('p', { class: 'muted' }, `${v.domain} · ${num(v.total_companies)} companies use its technologies`),
    companiesTable(
      async (page) =>
        page === 1
          ? first
          : unwrap(await api().api.GET('/v1/vendors/{domain}/companies', { params: { path: { domain }, query: { limit: PAGE, page } } })),
      true,
    ),
  );
}
