import type { CompanySearchItem } from '@keiretsu/client';
import { unwrap } from '@keiretsu/client';
import { debounce, field, h, num, render, statusLine } from '../dom';
import type { PageContext } from '../router';
import { api, describeError } from '../session';

/** Company search: each result is a link named by the company's name (contracts section 9). */
export function searchPage({ main, query }: PageContext): void {
  const input = h('input', { type: 'search', name: 'q', autocomplete: 'off', value: query.get('q') ?? '' });
  const sort = h(
    'select',
    { name: 'sort' },
    h('option', { value: '-partnership_count' }, 'Most partners first'),
    h('option', { value: 'name' }, 'Name, A to Z'),
  );
  sort.value = query.get('sort') ?? '-partnership_count';
  const status = statusLine();
  const results = h('ol', { class: 'results', 'aria-label': 'Companies found' });
  let page = Number(query.get('page') ?? '1') || 1;
  const pager = h('div', { class: 'pager' });

  const run = async () => {
    const q = input.value.trim();
    const url = new URL(location.href);
    url.search = new URLSearchParams({
      ...(q ? { q } : {}),
      ...(sort.value !== '-partnership_count' ? { sort: sort.value } : {}),
      ...(page > 1 ? { page: String(page) } : {}),
    }).toString();
    history.replaceState(null, '', url.pathname + url.search);
    if (!q) {
      render(results);
      render(pager);
      status.textContent = 'Type a company name to search. Each company shown costs 1 credit, then is free for 30 days.';
      return;
    }
    status.textContent = 'Searching…';
    try {
      const body = unwrap(
        await api().api.GET('/v1/companies', { params: { query: { q, sort: sort.value as '-partnership_count', limit: 20, page } } }),
      );
      render(results, body.data.map(resultItem));
      const p = body.pagination;
      status.textContent = p.total_results
        ? `${num(p.total_results)} companies match “${q}”; page ${p.page} of ${num(p.total_pages)}.`
        : `No company matches “${q}”.`;
      render(
        pager,
        p.has_prev ? h('button', { type: 'button', class: 'secondary', onclick: () => ((page -= 1), void run()) }, 'Previous page') : null,
        p.has_next ? h('button', { type: 'button', class: 'secondary', onclick: () => ((page += 1), void run()) }, 'Next page') : null,
      );
    } catch (err) {
      status.textContent = describeError(err);
    }
  };
  const later = debounce(() => {
    page = 1;
    void run();
  }, 350);
  input.addEventListener('input', later);
  sort.addEventListener('change', () => ((page = 1), void run()));

  main.append(
    h('h1', null, 'Companies'),
    h(
      'form',
      {
        role: 'search',
        class: 'searchbar',
        onsubmit: (e: Event) => {
          e.preventDefault();
          page = 1;
          void run();
        },
      },
      field('Search companies', input),
      field('Sort', sort),
      h('button', { type: 'submit' }, 'Search'),
    ),
    status,
    results,
    pager,
  );
  void run();
  queueMicrotask(() => input.focus());
}

function resultItem(c: CompanySearchItem): HTMLLIElement {
  return h(
    'li',
    { class: 'result' },
    h('a', { href: `/companies/${encodeURIComponent(c.slug ?? c.primary_domain)}`, class: 'result-name' }, c.name),
    h('span', { class: 'muted' }, ` ${c.primary_domain}`),
    h('span', { class: 'pill' }, `${num(c.partnership_count)} partners`),
  );
}
