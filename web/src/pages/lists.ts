import { unwrap } from '@keiretsu/client';
import { day, field, h, statusLine } from '../dom';
import { navigate, type PageContext } from '../router';
import { api, describeError, isOrgKey } from '../session';

/** The lists the caller sees, and "New list". Lists need a personal user key (an organization key gets 403). */
export async function listsPage({ main }: PageContext): Promise<void> {
  main.append(h('h1', null, 'Lists'));
  if (isOrgKey()) {
    main.append(
      h('p', { role: 'alert' }, 'Lists belong to people: sign in with a personal user key (keiretsu_…, not keiretsu_org_…) to use them.'),
    );
    return;
  }
  const name = h('input', { type: 'text', name: 'name', required: true, maxlength: 200, autocomplete: 'off' });
  const status = statusLine('error');
  const form = h(
    'form',
    {
      class: 'card narrow',
      hidden: true,
      onsubmit: async (e: Event) => {
        e.preventDefault();
        try {
          const list = unwrap(await api().api.POST('/v1/lists', { body: { name: name.value.trim() } }));
          navigate(`/lists/${list.list_id}/edit`);
        } catch (err) {
          status.textContent = describeError(err);
        }
      },
    },
    field('List name', name),
    h('button', { type: 'submit' }, 'Create list'),
    status,
  );
  const newButton = h('button', { type: 'button', 'aria-expanded': 'false' }, 'New list');
  newButton.addEventListener('click', () => {
    form.hidden = !form.hidden;
    newButton.setAttribute('aria-expanded', String(!form.hidden));
    if (!form.hidden) name.focus();
  });
  main.append(h('div', { class: 'actions' }, newButton), form);

  const lists = await api().lists();
  main.append(
    lists.length
      ? h(
          'div',
          { class: 'table-wrap' },
          h(
            'table',
            null,
            h('caption', { class: 'sr-only' }, 'Your lists'),
            h(
              'thead',
              null,
              h(
                'tr',
                null,
                h('th', { scope: 'col' }, 'List'),
                h('th', { scope: 'col' }, 'Your access'),
                h('th', { scope: 'col' }, 'Updated'),
              ),
            ),
            h(
              'tbody',
              null,
              lists.map((l) =>
                h(
                  'tr',
                  null,
                  h('td', null, h('a', { href: `/lists/${l.list_id}` }, l.name)),
                  h('td', null, h('span', { class: 'pill' }, l.access_level)),
                  h('td', { class: 'nowrap' }, day(l.updated_at)),
                ),
              ),
            ),
          ),
        )
      : h(
          'p',
          { class: 'muted' },
          'No lists yet. A list is a saved filter over technologies, partners and firmographics, with domains added or excluded by hand.',
        ),
  );
}
