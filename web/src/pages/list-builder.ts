import { isApiError, unwrap } from '@keiretsu/client';
import { debounce, h, num, render, statusLine, uid } from '../dom';
import { navigate, type PageContext } from '../router';
import { api, describeError } from '../session';

interface FieldInfo {
  key: string;
  label: string;
  type: string;
  operators: string[];
  description?: string;
}
interface Group {
  op: 'and' | 'or' | 'not';
  children: TreeNode[];
}
interface Condition {
  field: string;
  operator: string;
  value: unknown;
}
type TreeNode = Group | Condition;

const isGroup = (n: TreeNode): n is Group => 'op' in n;
/** The catalogue's scalar types; every other type takes a list of values. */
const SCALAR = new Set(['integer', 'boolean', 'text']);
/** Definition bounds (contracts section 7), so the builder never offers what the server would refuse. */
const MAX_DEPTH = 6;

const OPERATOR_NAMES: Record<string, string> = {
  any_of: 'is any of',
  all_of: 'is all of',
  none_of: 'is none of',
  in: 'is one of',
  not_in: 'is not one of',
  gte: 'at least',
  lte: 'at most',
  between: 'between',
  eq: 'is',
  contains: 'contains',
};

/**
 * The definition builder: groups (all of / any of / not) and conditions, whose fields and operators come from
 * GET /v1/lists/filter-fields; every change asks POST /v1/lists/preview-count how many companies match.
 */
export async function listBuilderPage({ main, params }: PageContext): Promise<void> {
  const listId = Number(params[0]);
  const [list, catalogue] = await Promise.all([
    api()
      .api.GET('/v1/lists/{list_id}', { params: { path: { list_id: listId } } })
      .then(unwrap),
    api().api.GET('/v1/lists/filter-fields').then(unwrap),
  ]);
  const fields = catalogue.fields as FieldInfo[];
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const saved = list.definition as { root?: TreeNode } | null;
  const root: Group = saved?.root
    ? isGroup(saved.root) && saved.root.op !== 'not'
      ? saved.root
      : { op: 'and', children: [saved.root] }
    : { op: 'and', children: [] };
  if (!root.children.length) root.children.push(newCondition(fields[0]!));

  const tree = h('div', { class: 'tree' });
  const preview = h('p', { class: 'preview', role: 'status', 'aria-live': 'polite' });
  const problems = h('ul', { class: 'problems', role: 'alert' });
  const saveStatus = statusLine();
  const definition = () => ({ registry_version: catalogue.registry_version, root: clean(root) });

  let asked = 0;
  const runPreview = debounce(async () => {
    const mine = ++asked;
    preview.textContent = 'Counting matching companies…';
    try {
      const body = unwrap(await api().api.POST('/v1/lists/preview-count', { body: definition() as never }));
      if (mine !== asked) return;
      render(problems);
      preview.textContent = body.capped
        ? 'Preview: 10,000+ companies match.'
        : `Preview: ${num(body.count)} ${body.count === 1 ? 'company matches' : 'companies match'}.`;
    } catch (err) {
      if (mine !== asked) return;
      preview.textContent = 'Preview: the definition is not complete yet.';
      showProblems(err, problems);
    }
  }, 300);
  const changed = () => runPreview();
  const redraw = () => {
    render(tree, groupEditor(root, [], { fields, byKey, redraw, changed, isRoot: true }));
    changed();
  };

  main.append(
    h('p', { class: 'crumbs' }, h('a', { href: `/lists/${listId}` }, `← ${list.name}`)),
    h('h1', null, `Definition: ${list.name}`),
    h(
      'p',
      { class: 'lead' },
      'Companies that meet the conditions become members, in tiers by the strength of the evidence: high (strong, fresh evidence), medium (stale or thin), exploratory (indirect).',
    ),
    tree,
    h('div', { class: 'sticky-bar' }, preview, problems),
    h(
      'div',
      { class: 'actions' },
      h(
        'button',
        {
          type: 'button',
          onclick: async () => {
            saveStatus.textContent = 'Saving…';
            try {
              unwrap(
                await api().api.PUT('/v1/lists/{list_id}/definition', {
                  params: { path: { list_id: listId } },
                  body: { definition: definition() as never, expected_version: list.definition_version },
                }),
              );
              navigate(`/lists/${listId}`);
            } catch (err) {
              saveStatus.textContent = isApiError(err, 'definition_version_conflict')
                ? 'Someone changed this definition meanwhile: reload the page to see their version.'
                : describeError(err);
              showProblems(err, problems);
            }
          },
        },
        'Save definition',
      ),
      h('a', { class: 'button secondary', href: `/lists/${listId}` }, 'Cancel'),
    ),
    saveStatus,
  );
  redraw();
}

interface Ctx {
  fields: FieldInfo[];
  byKey: Map<string, FieldInfo>;
  redraw: () => void;
  changed: () => void;
  isRoot?: boolean;
}

function newCondition(f: FieldInfo): Condition {
  return { field: f.key, operator: f.operators[0]!, value: defaultValue(f, f.operators[0]!) };
}

function defaultValue(f: FieldInfo, operator: string): unknown {
  if (f.type === 'boolean') return true;
  if (f.type === 'integer') return operator === 'between' ? [null, null] : null;
  if (f.type === 'text') return '';
  return [];
}

function groupEditor(group: Group, path: number[], ctx: Ctx): HTMLElement {
  const depth = path.length;
  const opId = uid('op');
  const label = depth === 0 ? 'Companies that match' : `Group ${path.map((i) => i + 1).join('.')}`;
  const op = h(
    'select',
    { id: opId, name: 'group-op' },
    h('option', { value: 'and' }, 'all of these'),
    h('option', { value: 'or' }, 'any of these'),
    ctx.isRoot ? null : h('option', { value: 'not' }, 'none of this (not)'),
  );
  op.value = group.op;
  op.addEventListener('change', () => {
    group.op = op.value as Group['op'];
    if (group.op === 'not') group.children = group.children.slice(0, 1);
    ctx.redraw();
  });
  const full = group.op === 'not' && group.children.length >= 1;
  return h(
    'fieldset',
    { class: `group depth-${depth}` },
    h('legend', null, h('label', { for: opId }, label), ' ', op),
    h(
      'ol',
      { class: 'children' },
      group.children.map((child, i) =>
        h(
          'li',
          null,
          isGroup(child) ? groupEditor(child, [...path, i], { ...ctx, isRoot: false }) : conditionEditor(child, [...path, i], ctx),
          h(
            'button',
            {
              type: 'button',
              class: 'link remove',
              'aria-label': `Remove ${isGroup(child) ? 'group' : 'condition'} ${[...path, i].map((n) => n + 1).join('.')}`,
              disabled: group.children.length === 1 && depth === 0,
              onclick: () => {
                group.children.splice(i, 1);
                ctx.redraw();
              },
            },
            'Remove',
          ),
        ),
      ),
    ),
    h(
      'div',
      { class: 'group-actions' },
      h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          disabled: full,
          onclick: () => {
            group.children.push(newCondition(ctx.fields[0]!));
            ctx.redraw();
          },
        },
        depth === 0 ? 'Add condition' : `Add condition to group ${path.map((i) => i + 1).join('.')}`,
      ),
      depth + 1 < MAX_DEPTH - 1
        ? h(
            'button',
            {
              type: 'button',
              class: 'secondary',
              disabled: full,
              onclick: () => {
                group.children.push({ op: 'or', children: [newCondition(ctx.fields[0]!)] });
                ctx.redraw();
              },
            },
            depth === 0 ? 'Add group' : `Add group to group ${path.map((i) => i + 1).join('.')}`,
          )
        : null,
    ),
  );
}

function conditionEditor(cond: Condition, path: number[], ctx: Ctx): HTMLElement {
  const name = `Condition ${path.map((i) => i + 1).join('.')}`;
  const f = ctx.byKey.get(cond.field) ?? ctx.fields[0]!;
  const fieldSelect = h(
    'select',
    { name: 'field', 'aria-label': `${name} field` },
    ctx.fields.map((x) => h('option', { value: x.key }, x.label)),
  );
  fieldSelect.value = f.key;
  fieldSelect.addEventListener('change', () => {
    const next = ctx.byKey.get(fieldSelect.value)!;
    Object.assign(cond, newCondition(next));
    ctx.redraw();
  });
  const opSelect = h(
    'select',
    { name: 'operator', 'aria-label': `${name} operator` },
    f.operators.map((o) => h('option', { value: o }, OPERATOR_NAMES[o] ?? o)),
  );
  opSelect.value = cond.operator;
  opSelect.addEventListener('change', () => {
    cond.operator = opSelect.value;
    if (f.type === 'integer') cond.value = defaultValue(f, cond.operator);
    ctx.redraw();
  });
  return h(
    'div',
    { class: 'condition' },
    fieldSelect,
    opSelect,
    valueEditor(cond, f, name, ctx),
    f.description ? h('p', { class: 'hint' }, f.description.split('. ')[0]) : null,
  );
}

function valueEditor(cond: Condition, f: FieldInfo, name: string, ctx: Ctx): HTMLElement {
  if (f.type === 'boolean') {
    const select = h(
      'select',
      { name: 'value', 'aria-label': `${name} value` },
      h('option', { value: 'true' }, 'yes'),
      h('option', { value: 'false' }, 'no'),
    );
    select.value = String(cond.value);
    select.addEventListener('change', () => ((cond.value = select.value === 'true'), ctx.changed()));
    return select;
  }
  if (f.type === 'integer') {
    const number = (v: unknown, label: string, set: (n: number | null) => void) => {
      const input = h('input', {
        type: 'number',
        name: 'value',
        inputmode: 'numeric',
        'aria-label': label,
        value: v === null || v === undefined ? '' : String(v),
      });
      input.addEventListener('input', () => (set(input.value === '' ? null : Number(input.value)), ctx.changed()));
      return input;
    };
    if (cond.operator === 'between') {
      const pair = (Array.isArray(cond.value) ? cond.value : [null, null]) as (number | null)[];
      cond.value = pair;
      return h(
        'span',
        { class: 'between' },
        number(pair[0], `${name} from`, (n) => (pair[0] = n)),
        ' and ',
        number(pair[1], `${name} to`, (n) => (pair[1] = n)),
      );
    }
    return number(cond.value, `${name} value`, (n) => (cond.value = n));
  }
  if (SCALAR.has(f.type)) {
    const input = h('input', { type: 'text', name: 'value', 'aria-label': `${name} value`, value: String(cond.value ?? '') });
    input.addEventListener('input', () => ((cond.value = input.value), ctx.changed()));
    return input;
  }
  const input = h('input', {
    type: 'text',
    name: 'value',
    autocomplete: 'off',
    'aria-label': `${name} values, separated by commas`,
    placeholder: placeholderOf(f.type),
    value: Array.isArray(cond.value) ? cond.value.join(', ') : '',
  });
  input.addEventListener('input', () => {
    cond.value = input.value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    ctx.changed();
  });
  return input;
}

function placeholderOf(type: string): string {
  return (
    {
      tech_keys: 'stripe, shopify',
      vendor_domains: 'google.com',
      company_identifiers: 'acme.com, globex',
      country_codes: 'US, CA',
      domains: 'acme.com',
    }[type] ?? 'values, separated by commas'
  );
}

/** The tree as the API takes it (a copy without the editor's state). */
function clean(n: TreeNode): TreeNode {
  return isGroup(n) ? { op: n.op, children: n.children.map(clean) } : { field: n.field, operator: n.operator, value: n.value };
}

function showProblems(err: unknown, list: HTMLElement): void {
  if (isApiError(err, 'invalid_definition')) {
    const details = (err.body as { details?: { path?: string; message?: string }[] }).details ?? [];
    render(
      list,
      details.map((d) => h('li', null, `${describePath(d.path ?? '')}: ${d.message ?? ''}`)),
    );
  } else render(list);
}

/** /root/children/0/children/1 -> "Condition 1.2". */
function describePath(pointer: string): string {
  const steps = [...pointer.matchAll(/children\/(\d+)/g)].map((m) => Number(m[1]) + 1);
  return steps.length ? `Condition ${steps.join('.')}` : 'Definition';
}
