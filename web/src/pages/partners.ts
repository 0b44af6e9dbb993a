import { unwrap, type PartnerEntry } from '@keiretsu/client';
import { day, debounce, field, h, num, render, statusLine, uid } from '../dom';
import { api, describeError } from '../session';

type PartnerType = 'technology' | 'channel' | 'generic';
const TYPES: PartnerType[] = ['technology', 'channel', 'generic'];
const PAGE = 25;

/** A company's partners, filtered by type and name, a page at a time (1 credit per partner shown). */
export function partnersSection(identifier: string, total: number): HTMLElement {
  let page = 1;
  let types: PartnerType[] = [];
  const name = h('input', { type: 'search', name: 'partner-q', autocomplete: 'off' });
  const legendId = uid('types');
  const boxes = TYPES.map((t) => h('input', { type: 'checkbox', name: 'partnership-type', value: t, id: uid('type') }));
  const labels = boxes.map((box, i) => h('label', { for: box.id, class: 'check' }, box, h('span', { 'data-type': TYPES[i] }, TYPES[i]!)));
  const status = statusLine();
  const body = h('div', { class: 'table-wrap' });
  const pager = h('div', { class: 'pager' });

  const load = async () => {
    status.textContent = 'Loading partners…';
    try {
      const answer = unwrap(
        await api().api.GET('/v1/companies/{identifier}/partnerships', {
          params: {
            path: { identifier },
            query: {
              page,
              limit: PAGE,
              ...(types.length ? { partnership_types: types.join(',') } : {}),
              ...(name.value.trim() ? { q: name.value.trim() } : {}),
            },
          },
        }),
      );
      labels.forEach((label, i) => {
        const t = TYPES[i]!;
        label.lastElementChild!.textContent = `${t} (${num(answer.type_counts[t])})`;
      });
      const p = answer.pagination;
      status.textContent = p.total_results
        ? `${num(p.total_results)} partners${types.length || name.value.trim() ? ' match' : ''}; showing ${num((p.page - 1) * p.limit + 1)}–${num((p.page - 1) * p.limit + answer.data.length)}.`
        : 'No partners match.';
      render(body, answer.data.length ? table(answer.data) : null);
      render(
        pager,
        p.has_prev
          ? h('button', { type: 'button', class: 'secondary', onclick: () => ((page -= 1), void load()) }, 'Previous partners')
          : null,
        p.has_next ? h('button', { type: 'button', class: 'secondary', onclick: () => ((page += 1), void load()) }, 'Next partners') : null,
      );
    } catch (err) {
      status.textContent = describeError(err);
    }
  };
  const reload = () => {
    page = 1;
    types = boxes.filter((b) => b.checked).map((b) => b.value as PartnerType);
    void load();
  };
  boxes.forEach((b) => b.addEventListener('change', reload));
  name.addEventListener('input', debounce(reload, 350));

  const section = h(
    'section',
    { 'aria-labelledby': 'partners-h' },
    h('h2', { id: 'partners-h' }, 'Partners'),
    total === 0
      ? h('p', { class: 'muted' }, 'No partners known.')
      : [
          h(
            'div',
            { class: 'filters' },
            h('fieldset', { 'aria-labelledby': legendId }, h('legend', { id: legendId }, 'Partnership types'), labels),
            field('Filter partners by name', name),
          ),
          status,
          body,
          pager,
        ],
  );
  if (total > 0) void load();
  return section;
}

function table(rows: PartnerEntry[]): HTMLTableElement {
  return h(
    'table',
    null,
    h('caption', { class: 'sr-only' }, 'Partners'),
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        h('th', { scope: 'col' }, 'Partner'),
        h('th', { scope: 'col' }, 'Type'),
        h('th', { scope: 'col' }, 'Observed'),
        h('th', { scope: 'col' }, 'Times'),
      ),
    ),
    h(
      'tbody',
      null,
      rows.map((p) =>
        h(
          'tr',
          null,
          h(
            'td',
            null,
            h('a', { href: `/companies/${encodeURIComponent(p.partner_slug || p.partner_domain)}` }, p.partner_name),
            h('br'),
            h('span', { class: 'muted' }, p.partner_domain),
          ),
          h('td', null, h('span', { class: `pill type-${p.partnership_type}` }, p.partnership_type)),
          h('td', { class: 'nowrap' }, `${day(p.first_observed_at)} – ${day(p.last_observed_at)}`),
          h('td', null, num(p.observation_count)),
        ),
      ),
    ),
  );
}
