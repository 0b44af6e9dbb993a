import { AppError } from '../errors/app-error.js';
import { normalizeDomain, parseIdentifier } from '../lib/domain.js';
import { FIELD_BY_KEY, KNOWN_REGISTRY_VERSIONS, type FieldKey, type ValueKind } from './fields.js';

/**
 * A list definition (contracts section 7): a boolean tree of groups (and, or, not) over conditions (field,
 * operator, value). This module checks and normalizes one, with no database: what the service stores, versions
 * and hands to the SQL compiler (db/repositories/list-definition-sql.ts) is always a `Definition` from here.
 */

export type GroupOp = 'and' | 'or' | 'not';
export interface GroupNode {
  op: GroupOp;
  children: DefinitionNode[];
}

export type SetCondition = { field: 'technology' | 'vendor'; operator: 'any_of' | 'all_of' | 'none_of'; value: string[] };
export type PartnerCondition = { field: 'partner'; operator: 'any_of'; value: string[] };
export type InCondition = { field: 'industry' | 'country' | 'employee_range'; operator: 'in' | 'not_in'; value: string[] };
export type RangeField = 'founded_year' | 'partnership_count' | 'tech_count';
export type RangeCondition =
  { field: RangeField; operator: 'gte' | 'lte'; value: number } | { field: RangeField; operator: 'between'; value: [number, number] };
export type FlagCondition = { field: 'has_partner_page'; operator: 'eq'; value: boolean };
export type NameCondition = { field: 'name'; operator: 'contains'; value: string };
export type DomainCondition = { field: 'domain'; operator: 'in'; value: string[] };

export type ConditionNode =
  SetCondition | PartnerCondition | InCondition | RangeCondition | FlagCondition | NameCondition | DomainCondition;
export type DefinitionNode = GroupNode | ConditionNode;

export interface Definition {
  registry_version: string;
  root: DefinitionNode;
}

/** Bounds of a definition (contracts section 7): beyond them it is 422 invalid_definition. */
export const MAX_DEPTH = 6;
export const MAX_CONDITIONS = 50;
export const MAX_VALUES = 1000;
/** Longest text value (a name fragment, an industry code): longer ones are mistakes, not filters. */
const MAX_TEXT = 200;
/** founded_year, partnership_count and tech_count are stored as 32-bit integers. */
const MAX_INTEGER = 2_147_483_647;

export const isGroup = (node: DefinitionNode): node is GroupNode => 'op' in node;

interface Fault {
  path: string;
  message: string;
}

/**
 * Checks a definition and returns it normalized (domains and identifiers in canonical form, country codes upper
 * case, duplicate values dropped). Every fault is reported at once with its JSON pointer, prefixed by `base`
 * (where the definition sits in the request body): 422 invalid_definition.
 */
export function parseDefinition(input: unknown, base = ''): Definition {
  const faults: Fault[] = [];
  const fault = (path: string, message: string): undefined => void faults.push({ path: base + path, message });
  let definition: Definition | undefined;
  if (!isObject(input)) {
    fault('', 'must be an object {registry_version, root}');
  } else {
    for (const key of Object.keys(input))
      if (key !== 'registry_version' && key !== 'root') fault(`/${key}`, 'is not a definition property');
    const version = input.registry_version;
    if (typeof version !== 'string') fault('/registry_version', 'must be the registry_version of GET /v1/lists/filter-fields');
    else if (!KNOWN_REGISTRY_VERSIONS.has(version)) fault('/registry_version', `is not a registry version this server knows`);
    const counter = { conditions: 0 };
    const root = 'root' in input ? parseNode(input.root, '/root', 1, counter, fault) : fault('/root', 'is required');
    if (counter.conditions > MAX_CONDITIONS)
      fault('/root', `holds ${counter.conditions} conditions; at most ${MAX_CONDITIONS} are allowed`);
    if (root && faults.length === 0 && !isBounded(root)) {
      fault(
        '/root',
        'is unbounded: it would match almost every company (a not, a none_of, or an or with such a branch, is not enough ' +
          'on its own; combine it with and)',
      );
    }
    if (root && typeof version === 'string') definition = { registry_version: version, root };
  }
  if (faults.length > 0 || !definition) {
    const first = faults[0]!;
    throw new AppError(
      'invalid_definition',
      { details: faults },
      `The list definition is invalid: ${first.path || 'the definition'} ${first.message}.`,
    );
  }
  return definition;
}

/**
 * Whether a tree is bounded by what its companies have, rather than by what they lack: only then can its members
 * be found from indexes (or one scan) instead of by testing every company. A condition is bounded unless it is a
 * none_of; `and` is bounded when any child is, `or` when every child is; `not` never is.
 */
export function isBounded(node: DefinitionNode): boolean {
  if (!isGroup(node)) return node.operator !== 'none_of';
  if (node.op === 'not') return false;
  return node.op === 'and' ? node.children.some(isBounded) : node.children.every(isBounded);
}

type FaultFn = (path: string, message: string) => undefined;

function parseNode(
  node: unknown,
  path: string,
  depth: number,
  counter: { conditions: number },
  fault: FaultFn,
): DefinitionNode | undefined {
  if (!isObject(node)) return fault(path, 'must be a group {op, children} or a condition {field, operator, value}');
  if (depth > MAX_DEPTH) return fault(path, `is nested deeper than ${MAX_DEPTH} levels`);
  if ('op' in node) return parseGroup(node, path, depth, counter, fault);
  if ('field' in node) {
    counter.conditions++;
    return parseCondition(node, path, fault);
  }
  return fault(path, 'must be a group {op, children} or a condition {field, operator, value}');
}

function parseGroup(
  node: Record<string, unknown>,
  path: string,
  depth: number,
  counter: { conditions: number },
  fault: FaultFn,
): GroupNode | undefined {
  for (const key of Object.keys(node)) if (key !== 'op' && key !== 'children') fault(`${path}/${key}`, 'is not a group property');
  const op = node.op;
  if (op !== 'and' && op !== 'or' && op !== 'not') return fault(`${path}/op`, 'must be and, or or not');
  const children = node.children;
  if (!Array.isArray(children)) return fault(`${path}/children`, 'must be an array of groups and conditions');
  if (children.length === 0) return fault(`${path}/children`, 'is empty; a group needs at least one child');
  if (op === 'not' && children.length !== 1) return fault(`${path}/children`, 'must hold exactly one child under not');
  const parsed = children.map((child, i) => parseNode(child, `${path}/children/${i}`, depth + 1, counter, fault));
  if (parsed.some((c) => c === undefined)) return undefined;
  return { op, children: parsed as DefinitionNode[] };
}

function parseCondition(node: Record<string, unknown>, path: string, fault: FaultFn): ConditionNode | undefined {
  for (const key of Object.keys(node)) {
    if (key !== 'field' && key !== 'operator' && key !== 'value') fault(`${path}/${key}`, 'is not a condition property');
  }
  const spec = typeof node.field === 'string' ? FIELD_BY_KEY.get(node.field) : undefined;
  if (!spec) return fault(`${path}/field`, 'is not a field of GET /v1/lists/filter-fields');
  const operator = node.operator;
  if (typeof operator !== 'string' || !spec.operators.includes(operator)) {
    return fault(`${path}/operator`, `must be one of ${spec.operators.join(', ')} for ${spec.key}`);
  }
  if (!('value' in node)) return fault(`${path}/value`, 'is required');
  const value = parseValue(spec.type, operator, node.value, `${path}/value`, fault);
  if (value === undefined) return undefined;
  return { field: spec.key as FieldKey, operator, value } as ConditionNode;
}

function parseValue(kind: ValueKind, operator: string, value: unknown, path: string, fault: FaultFn): unknown {
  switch (kind) {
    case 'integer':
      if (operator === 'between') {
        if (!Array.isArray(value) || value.length !== 2 || !value.every(isCount)) {
          return fault(path, `must be [from, to], two whole numbers from 0 to ${MAX_INTEGER}`);
        }
        const [from, to] = value as [number, number];
        return from <= to ? [from, to] : fault(path, 'must be [from, to] with from not above to');
      }
      return isCount(value) ? value : fault(path, `must be a whole number from 0 to ${MAX_INTEGER}`);
    case 'boolean':
      return typeof value === 'boolean' ? value : fault(path, 'must be true or false');
    case 'text': {
      const text = typeof value === 'string' ? value.trim() : '';
      return text.length >= 1 && text.length <= MAX_TEXT ? text : fault(path, `must be text of 1 to ${MAX_TEXT} characters`);
    }
    default:
      return parseList(kind, value, path, fault);
  }
}

/** Each kind of listed value: its canonical form, or null when the entry is not one. */
const NORMALIZERS: Record<string, { what: string; normalize: (s: string) => string | null }> = {
  tech_keys: { what: 'a tech_key (lowercase letters, digits and hyphens)', normalize: techKey },
  vendor_domains: { what: 'a domain', normalize: normalizeDomain },
  domains: { what: 'a domain', normalize: normalizeDomain },
  company_identifiers: { what: 'a company slug or domain', normalize: identifier },
  strings: { what: `text of 1 to ${MAX_TEXT} characters`, normalize: (s) => bounded(s.trim()) },
  country_codes: {
    what: 'an ISO 3166-1 alpha-2 country code',
    normalize: (s) => (/^[a-z]{2}$/i.test(s.trim()) ? s.trim().toUpperCase() : null),
  },
};

function parseList(kind: ValueKind, value: unknown, path: string, fault: FaultFn): string[] | undefined {
  const normalizer = NORMALIZERS[kind]!;
  if (!Array.isArray(value) || value.length === 0) return fault(path, `must be an array of 1 to ${MAX_VALUES} values`);
  if (value.length > MAX_VALUES) return fault(path, `holds ${value.length} values; at most ${MAX_VALUES} are allowed`);
  const out = new Set<string>();
  let ok = true;
  value.forEach((entry, i) => {
    const normalized = typeof entry === 'string' ? normalizer.normalize(entry) : null;
    if (normalized !== null) out.add(normalized);
    else {
      fault(`${path}/${i}`, `must be ${normalizer.what}`);
      ok = false;
    }
  });
  return ok ? [...out] : undefined;
}

function techKey(s: string): string | null {
  const key = s.trim().toLowerCase();
  return key.length <= 100 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(key) ? key : null;
}

function identifier(s: string): string | null {
  const parsed = parseIdentifier(s);
  return parsed.kind === 'domain' ? parsed.domain : parsed.kind === 'slug' ? parsed.slug : null;
}

const bounded = (s: string): string | null => (s.length >= 1 && s.length <= MAX_TEXT ? s : null);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_INTEGER;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
