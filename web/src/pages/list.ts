import { unwrap, type ListMember } from '@keiretsu/client';
import { day, debounce, field, h, num, render, statusLine, uid } from '../dom';
import { navigate, type PageContext } from '../router';
import { api, describeError } from '../session';

type Tier = 'high' | 'medium' | 'exploratory';
type Reason = ListMember['reasons'][number];
const PAGE = 50;

/** A list: members by tier with their reasons, manual and excluded domains, sharing, CSV export. */
export async function listPage({ main, params }: PageContext): Promise<void> {
  const listId = Number(params[0]);
  let list;
  try {
    list = unwrap(await api().api.GET('/v1/lists/{list_id}', { params: { path: { list_id: listId } } }));
  } catch (err) {
    main.append(
      h('h1', null, 'List not found'),
      h('p', { role: 'alert' }, describeError(err)),
      h('p', null, h('a', { href: '/lists' }, 'All lists')),
    );
    return;
  }
  const canEdit = list.access_level !== 'viewer';
  const isOwner = list.access_level === 'owner';
  const members = membersSection(listId, canEdit);
  main.append(
    h('p', { class: 'crumbs' }, h('a', { href: '/lists' }, '← Lists')),
    h('h1', null, list.name),
    h(
      'p',
      { class: 'muted' },
      `Your access: ${list.access_level} · definition version ${list.definition_version} · updated ${day(list.updated_at)}`,
    ),
    h(
      'div',
      { class: 'actions' },
      canEdit
        ? h(
            'a',
            { class: 'button secondary', href: `/lists/${listId}/edit` },
            list.definition_version ? 'Edit definition' : 'Build the definition',
          )
        : null,
      exportButton(listId, list.name),
      isOwner ? deleteButton(listId, list.name) : null,
    ),
    members.section,
    domainsSection(listId, 'domains', canEdit, members.reload),
    domainsSection(listId, 'excluded-domains', canEdit, members.reload),
    sharingSection(listId, list.permissions, isOwner),
  );
}

function exportButton(listId: number, name: string): HTMLElement {
  const status = statusLine();
  const button = h('button', { type: 'button' }, 'Export CSV');
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = 'Preparing the CSV…';
    try {
      const { csv, credits } = await api().exportList(listId);
      const blob = await new Response(csv, { headers: { 'content-type': 'text/csv' } }).blob();
      const url = URL.createObjectURL(blob);
      const a = h('a', { href: url, download: `${name.replace(/[^\w.-]+/g, '_') || 'list'}.csv` });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      status.textContent = `Exported; ${num(credits.charged ?? 0)} credits charged.`;
    } catch (err) {
      status.textContent = describeError(err);
    } finally {
      button.disabled = false;
    }
  });
  return h(
    'span',
    { class: 'with-status' },
    button,
    h('span', { class: 'hint' }, '1 credit per member not exported or seen in the last 30 days'),
    status,
  );
}

function deleteButton(listId: number, name: string): HTMLElement {
  return h(
    'button',
    {
      type: 'button',
      class: 'danger',
      onclick: async () => {
        if (!confirm(`Delete the list “${name}”? This cannot be undone.`)) return;
        await api().api.DELETE('/v1/lists/{list_id}', { params: { path: { list_id: listId } } });
        navigate('/lists');
      },
    },
    'Delete list',
  );
}

function membersSection(listId: number, canEdit: boolean): { section: HTMLElement; reload: () => void } {
  let tier: Tier | null = null;
  let offset = 0;
  const search = h('input', { type: 'search', name: 'member-q', autocomplete: 'off' });
  const tabs = h('div', { class: 'tiers', role: 'group', 'aria-label': 'Tier' });
  const status = statusLine();
  const body = h('div', { class: 'table-wrap' });
  const pager = h('div', { class: 'pager' });

  const load = async (force = false) => {
    status.textContent = 'Loading members…';
    try {
      const page = unwrap(
        await api().api.GET('/v1/lists/{list_id}/members', {
          params: {
            path: { list_id: listId },
            query: {
              limit: PAGE,
              offset,
              ...(tier ? { tier } : {}),
              ...(search.value.trim() ? { search_name_or_domain: search.value.trim() } : {}),
              ...(force ? { force_refresh: true } : {}),
            },
          },
        }),
      );
      const counts: [Tier | null, string, number][] = [
        [null, 'All', page.high_count + page.medium_count + page.exploratory_count],
        ['high', 'High', page.high_count],
        ['medium', 'Medium', page.medium_count],
        ['exploratory', 'Exploratory', page.exploratory_count],
      ];
      render(
        tabs,
        counts.map(([t, label, n]) =>
          h(
            'button',
            {
              type: 'button',
              class: 'tab',
              'aria-pressed': String(t === tier),
              onclick: () => {
                tier = t;
                offset = 0;
                void load();
              },
            },
            `${label} (${num(n)})`,
          ),
        ),
      );
      const shown = page.data.length;
      status.textContent = page.total_count
        ? `${num(page.total_count)} members${tier ? ` in tier ${tier}` : ''}; showing ${num(offset + 1)}–${num(offset + shown)}. Computed ${page.materialized_at.slice(0, 16).replace('T', ' ')} UTC.`
        : 'No members yet. Build the definition, or add domains by hand.';
      render(body, shown ? membersTable(page.data, listId, canEdit, () => void load()) : null);
      render(
        pager,
        offset > 0
          ? h(
              'button',
              { type: 'button', class: 'secondary', onclick: () => ((offset = Math.max(0, offset - PAGE)), void load()) },
              'Previous members',
            )
          : null,
        offset + shown < page.total_count
          ? h('button', { type: 'button', class: 'secondary', onclick: () => ((offset += PAGE), void load()) }, 'Next members')
          : null,
      );
    } catch (err) {
      status.textContent = describeError(err);
    }
  };
  search.addEventListener(
    'input',
    debounce(() => ((offset = 0), void load()), 350),
  );
  void load();
  const section = h(
    'section',
    { 'aria-labelledby': 'members-h' },
    h('h2', { id: 'members-h' }, 'Members'),
    h(
      'div',
      { class: 'filters' },
      tabs,
      field('Search members', search),
      h('button', { type: 'button', class: 'secondary', onclick: () => void load(true) }, 'Recompute'),
    ),
    status,
    body,
    pager,
  );
  return { section, reload: () => void load() };
}

function membersTable(rows: ListMember[], listId: number, canEdit: boolean, reload: () => void): HTMLTableElement {
  return h(
    'table',
    { class: 'members' },
    h('caption', { class: 'sr-only' }, 'Members, by tier, with the reasons for it'),
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        h('th', { scope: 'col' }, 'Company'),
        h('th', { scope: 'col' }, 'Tier'),
        h('th', { scope: 'col' }, 'Reasons'),
        canEdit ? h('th', { scope: 'col' }, h('span', { class: 'sr-only' }, 'Actions')) : null,
      ),
    ),
    h(
      'tbody',
      null,
      rows.map((m) =>
        h(
          'tr',
          null,
          h(
            'td',
            null,
            h('a', { href: `/companies/${encodeURIComponent(m.slug)}` }, m.name),
            h('br'),
            h('span', { class: 'muted' }, m.primary_domain),
          ),
          h(
            'td',
            null,
            h('span', { class: `pill tier-${m.tier}` }, m.tier),
            m.source === 'manual' ? h('span', { class: 'pill' }, 'added by hand') : null,
          ),
          h(
            'td',
            null,
            h(
              'ul',
              { class: 'reasons' },
              m.reasons.map((r) => h('li', null, reasonText(r))),
            ),
          ),
          canEdit
            ? h(
                'td',
                null,
                h(
                  'button',
                  {
                    type: 'button',
                    class: 'link',
                    'aria-label': `Exclude ${m.primary_domain}`,
                    onclick: async () => {
                      await api().api.POST('/v1/lists/{list_id}/excluded-domains', {
                        params: { path: { list_id: listId } },
                        body: { domains: [m.primary_domain] },
                      });
                      reload();
                      document.dispatchEvent(new Event('keiretsu:domains'));
                    },
                  },
                  'Exclude',
                ),
              )
            : null,
        ),
      ),
    ),
  );
}

/** One reason in words: the condition, how strongly it is met, and the evidence. */
export function reasonText(r: Reason): string {
  const e = r.evidence as Record<string, unknown> & { type: string };
  const what =
    e.type === 'detection'
      ? `${String(e.tech_key ?? e.vendor_domain ?? '')} seen ${day(e.last_seen as string)}${e.detection_count ? `, ${String(e.detection_count)}×` : ''}`
      : e.type === 'firmographic'
        ? `${String(e.field)} is ${String(e.value)}`
        : e.type === 'manual'
          ? 'added by hand'
          : Object.entries(e)
              .filter(([k]) => k !== 'type')
              .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
              .join(', ') || e.type.replace(/_/g, ' ');
  const condition = r.field ? `${r.field.replace(/_/g, ' ')} ${r.operator?.replace(/_/g, ' ') ?? ''}`.trim() : e.type.replace(/_/g, ' ');
  return `${condition} — ${r.strength}${e.type !== 'manual' ? ` (${e.type === 'detection' || e.type === 'firmographic' ? what : `${e.type.replace(/_/g, ' ')}: ${what}`})` : ''}`;
}

/** Domains added by hand (members in tier high) or excluded (never members). */
function domainsSection(listId: number, kind: 'domains' | 'excluded-domains', canEdit: boolean, reloadMembers: () => void): HTMLElement {
  const added = kind === 'domains';
  const title = added ? 'Domains added by hand' : 'Excluded domains';
  const headingId = uid('dom');
  const items = h('ul', { class: 'plain chips' });
  const input = h('textarea', { name: kind, rows: 2, autocomplete: 'off', placeholder: 'acme.com, globex.com' });
  const status = statusLine();
  const path = added ? ('/v1/lists/{list_id}/domains' as const) : ('/v1/lists/{list_id}/excluded-domains' as const);
  const load = async () => {
    const body = unwrap(await api().api.GET(path, { params: { path: { list_id: listId } } }));
    render(
      items,
      body.data.length
        ? body.data.map((d) =>
            h(
              'li',
              null,
              d.domain,
              canEdit
                ? h(
                    'button',
                    {
                      type: 'button',
                      class: 'link',
                      'aria-label': `${added ? 'Remove' : 'Stop excluding'} ${d.domain}`,
                      onclick: async () => {
                        const p = { path: { list_id: listId, domain: d.domain } };
                        if (added) await api().api.DELETE('/v1/lists/{list_id}/domains/{domain}', { params: p });
                        else await api().api.DELETE('/v1/lists/{list_id}/excluded-domains/{domain}', { params: p });
                        void load();
                        reloadMembers();
                      },
                    },
                    '×',
                  )
                : null,
            ),
          )
        : h('li', { class: 'muted' }, 'None.'),
    );
  };
  document.addEventListener('keiretsu:domains', () => void load());
  void load().catch((err: unknown) => (status.textContent = describeError(err)));
  return h(
    'section',
    { 'aria-labelledby': headingId },
    h('h2', { id: headingId }, title),
    h('p', { class: 'hint' }, added ? 'Always members, in tier high, unless excluded.' : 'Never members, whatever the definition says.'),
    items,
    canEdit
      ? h(
          'form',
          {
            class: 'inline-form',
            onsubmit: async (e: Event) => {
              e.preventDefault();
              const domains = input.value
                .split(/[\n,;]+/)
                .map((d) => d.trim())
                .filter(Boolean);
              if (!domains.length) return;
              try {
                const body = unwrap(await api().api.POST(path, { params: { path: { list_id: listId } }, body: { domains } }));
                const rejected = 'rejected' in body ? (body.rejected as unknown[]) : [];
                status.textContent = rejected.length ? `Not accepted: ${rejected.map(rejectedText).join('; ')}` : 'Saved.';
                input.value = '';
                void load();
                reloadMembers();
              } catch (err) {
                status.textContent = describeError(err);
              }
            },
          },
          field(added ? 'Domains to add' : 'Domains to exclude', input),
          h('button', { type: 'submit', class: 'secondary' }, added ? 'Add domains' : 'Exclude domains'),
        )
      : null,
    status,
  );
}

function rejectedText(r: unknown): string {
  if (typeof r === 'string') return r;
  const { domain, error } = r as { domain?: string; error?: string };
  return `${domain ?? '?'} (${(error ?? 'refused').replace(/_/g, ' ')})`;
}

type Permission = {
  permission_id: number;
  scope: 'user' | 'org_wide';
  user_id: number | null;
  level: 'editor' | 'viewer';
  created_at: string;
};

function sharingSection(listId: number, initial: Permission[], isOwner: boolean): HTMLElement {
  const items = h('ul', { class: 'plain' });
  const status = statusLine();
  const show = (perms: Permission[]) =>
    render(
      items,
      perms.length
        ? perms.map((p) =>
            h(
              'li',
              null,
              `${p.scope === 'org_wide' ? 'Everyone in the organization' : `User ${p.user_id}`}: ${p.level}`,
              isOwner
                ? h(
                    'button',
                    {
                      type: 'button',
                      class: 'link',
                      'aria-label': `Stop sharing with ${p.scope === 'org_wide' ? 'everyone in the organization' : `user ${p.user_id}`}`,
                      onclick: async () => {
                        await api().api.DELETE('/v1/lists/{list_id}/permissions/{permission_id}', {
                          params: { path: { list_id: listId, permission_id: p.permission_id } },
                        });
                        void reload();
                      },
                    },
                    'Revoke',
                  )
                : null,
            ),
          )
        : h('li', { class: 'muted' }, 'Not shared: only you see it.'),
    );
  const reload = async () =>
    show(unwrap(await api().api.GET('/v1/lists/{list_id}/permissions', { params: { path: { list_id: listId } } })).data);
  show(initial);

  const scope = h(
    'select',
    { name: 'scope' },
    h('option', { value: 'org_wide' }, 'Everyone in the organization'),
    h('option', { value: 'user' }, 'One user'),
  );
  const userId = h('input', { type: 'number', name: 'user_id', min: 1, inputmode: 'numeric' });
  const userField = field('User id', userId);
  userField.hidden = true;
  scope.addEventListener('change', () => (userField.hidden = scope.value !== 'user'));
  const level = h(
    'select',
    { name: 'level' },
    h('option', { value: 'viewer' }, 'Viewer: reads'),
    h('option', { value: 'editor' }, 'Editor: also changes'),
  );
  return h(
    'section',
    { 'aria-labelledby': 'sharing-h' },
    h('h2', { id: 'sharing-h' }, 'Sharing'),
    items,
    isOwner
      ? h(
          'form',
          {
            class: 'inline-form',
            onsubmit: async (e: Event) => {
              e.preventDefault();
              try {
                const body =
                  scope.value === 'user'
                    ? { scope: 'user' as const, user_id: Number(userId.value), level: level.value as 'viewer' }
                    : { scope: 'org_wide' as const, level: level.value as 'viewer' };
                unwrap(await api().api.POST('/v1/lists/{list_id}/permissions', { params: { path: { list_id: listId } }, body }));
                status.textContent = 'Shared.';
                await reload();
              } catch (err) {
                status.textContent = describeError(err);
              }
            },
          },
          field('Share with', scope),
          userField,
          field('Access level', level),
          h('button', { type: 'submit', class: 'secondary' }, 'Share'),
        )
      : h('p', { class: 'hint' }, 'Only the owner shares a list.'),
    status,
  );
}
