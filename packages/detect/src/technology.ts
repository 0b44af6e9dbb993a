/**
 * Reading one technology entry of the format defensively: every field may be missing or of the wrong type in
 * a data file, and a bad field costs that field (with a warning), never the whole set.
 */
import { parsePattern } from './pattern.js';
import { techKeyOf } from './tech-key.js';
import type { Category, Implication, Technology } from './types.js';
import { shared } from './shared-empty.js';

export type Warn = (message: string) => void;

/** A string, or an array of strings, as a list (other values are reported and dropped). */
export function stringList(value: unknown, where: string, warn: Warn): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const item of list) {
    if (typeof item === 'string') out.push(item);
    else warn(`${where}: ignored a ${typeof item} where a string was expected`);
  }
  return out;
}

/** An object of name -> pattern(s) as [name, pattern] pairs. */
export function namedPatterns(value: unknown, where: string, warn: Warn): [string, string][] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'object' || Array.isArray(value)) {
    warn(`${where}: expected an object`);
    return [];
  }
  const out: [string, string][] = [];
  for (const [name, patterns] of Object.entries(value as Record<string, unknown>)) {
    for (const p of stringList(patterns, `${where}.${name}`, warn)) out.push([name, p]);
  }
  return out;
}

export function readTechnology(
  name: string,
  raw: Record<string, unknown>,
  categories: ReadonlyMap<number, Category>,
  categoryIds: ReadonlyMap<string, number>,
  warn: Warn,
): Technology {
  const where = `technology ${JSON.stringify(name)}`;
  const cats: Category[] = [];
  for (const id of categoryList(raw.cats, `${where} cats`, categoryIds, warn)) {
    const category = categories.get(id);
    if (category) cats.push(category);
    else warn(`${where}: unknown category ${id}`);
  }
  const implies: Implication[] = [];
  for (const text of stringList(raw.implies, `${where} implies`, warn)) {
    const parsed = parsePattern(text);
    if (!parsed.ok) warn(`${where} implies ${JSON.stringify(text)}: ${parsed.reason}`);
    else implies.push({ name: parsed.pattern.source, confidence: parsed.pattern.confidence, version: parsed.pattern.version });
  }
  return {
    name,
    techKey: techKeyOf(name),
    website: optionalString(raw.website),
    cpe: typeof raw.cpe === 'string' && raw.cpe.startsWith('cpe:') ? raw.cpe : null,
    categories: shared(cats),
    implies: shared(implies),
    excludes: shared(stringList(raw.excludes, `${where} excludes`, warn).map(stripTags)),
    requires: shared(stringList(raw.requires, `${where} requires`, warn).map(stripTags)),
    requiresCategory: shared(categoryList(raw.requiresCategory, `${where} requiresCategory`, categoryIds, warn)),
    saas: typeof raw.saas === 'boolean' ? raw.saas : null,
    oss: typeof raw.oss === 'boolean' ? raw.oss : null,
  };
}

/** Category ids from numbers, numeric strings or category names (the format's README shows names). */
function categoryList(value: unknown, where: string, categoryIds: ReadonlyMap<string, number>, warn: Warn): number[] {
  if (value === undefined || value === null) return [];
  const out: number[] = [];
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item === 'number' && Number.isInteger(item)) out.push(item);
    else if (typeof item === 'string' && /^\d+$/.test(item)) out.push(Number(item));
    else if (typeof item === 'string' && categoryIds.has(item.toLowerCase())) out.push(categoryIds.get(item.toLowerCase())!);
    else warn(`${where}: ignored ${JSON.stringify(item)}`);
  }
  return out;
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** `"PHP\\;confidence:50"` -> `PHP` (tags mean nothing on excludes and requires). */
function stripTags(s: string): string {
  return s.split('\\;')[0]!.trim();
}

/** Reads the categories file: id -> {name}. */
export function readCategories(raw: Record<string, unknown>, warn: Warn): Map<number, Category> {
  const out = new Map<number, Category>();
  for (const [key, value] of Object.entries(raw)) {
    const id = Number(key);
    const name = value && typeof value === 'object' ? (value as { name?: unknown }).name : undefined;
    if (!Number.isInteger(id) || typeof name !== 'string') {
      warn(`category ${JSON.stringify(key)}: expected an integer id with a name`);
      continue;
    }
    out.set(id, { id, name });
  }
  return out;
}
