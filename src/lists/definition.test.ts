import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AppError } from '../errors/app-error.js';
import { isBounded, MAX_CONDITIONS, parseDefinition, type DefinitionNode } from './definition.js';

const tech = { field: 'technology', operator: 'any_of', value: ['stripe'] };
const def = (root: unknown) => ({ registry_version: '1', root });

/** The faults of a definition, as [path, message] pairs. */
function faults(input: unknown, base = ''): [string, string][] {
  try {
    parseDefinition(input, base);
  } catch (err) {
    assert.ok(err instanceof AppError);
    assert.equal(err.code, 'invalid_definition');
    return (err.extra.details as { path: string; message: string }[]).map((d) => [d.path, d.message]);
  }
  assert.fail('the definition was accepted');
}

test('values are normalized: domains and identifiers canonical, country codes upper case, tech_keys lower case, duplicates dropped', () => {
  const parsed = parseDefinition(
    def({
      op: 'and',
      children: [
        { field: 'technology', operator: 'any_of', value: [' Stripe ', 'stripe', 'google-analytics'] },
        { field: 'vendor', operator: 'all_of', value: ['HTTPS://WWW.Stripe.com/pricing'] },
        { field: 'partner', operator: 'any_of', value: ['Acme-Corp', 'www.globex.com'] },
        { field: 'country', operator: 'not_in', value: ['us', ' CA '] },
        { field: 'founded_year', operator: 'between', value: [1990, 1990] },
        { field: 'name', operator: 'contains', value: '  labs ' },
        { field: 'has_partner_page', operator: 'eq', value: false },
      ],
    }),
  );
  assert.deepEqual(parsed, {
    registry_version: '1',
    root: {
      op: 'and',
      children: [
        { field: 'technology', operator: 'any_of', value: ['stripe', 'google-analytics'] },
        { field: 'vendor', operator: 'all_of', value: ['stripe.com'] },
        { field: 'partner', operator: 'any_of', value: ['acme-corp', 'globex.com'] },
        { field: 'country', operator: 'not_in', value: ['US', 'CA'] },
        { field: 'founded_year', operator: 'between', value: [1990, 1990] },
        { field: 'name', operator: 'contains', value: 'labs' },
        { field: 'has_partner_page', operator: 'eq', value: false },
      ],
    },
  });
});

test('every fault is reported with its JSON pointer, under the base path', () => {
  assert.deepEqual(
    faults(
      {
        registry_version: 2,
        root: {
          op: 'or',
          children: [
            { field: 'vendor', operator: 'any_of', value: ['ok.com', 'nope'] },
            { field: 'tech_count', operator: 'gte', value: -1 },
            { op: 'and', children: [], extra: true },
          ],
        },
      },
      '/definition',
    ).map(([path]) => path),
    [
      '/definition/registry_version',
      '/definition/root/children/0/value/1',
      '/definition/root/children/1/value',
      '/definition/root/children/2/extra',
      '/definition/root/children/2/children',
    ],
  );
});

test('bounds: depth 6, 50 conditions, 1000 values', () => {
  let deep: unknown = tech;
  for (let i = 0; i < 5; i++) deep = { op: 'and', children: [deep] };
  assert.doesNotThrow(() => parseDefinition(def(deep)), 'six levels');
  assert.match(faults(def({ op: 'and', children: [deep] }))[0]![1], /deeper than 6/);
  const many = { op: 'or', children: Array.from({ length: MAX_CONDITIONS }, () => tech) };
  assert.doesNotThrow(() => parseDefinition(def(many)));
  assert.match(faults(def({ ...many, children: [...many.children, tech] }))[0]![1], /51 conditions/);
  assert.match(
    faults(def({ field: 'domain', operator: 'in', value: Array.from({ length: 1001 }, (_, i) => `d${i}.com`) }))[0]![1],
    /1001 values/,
  );
});

test('a tree is bounded by what its companies have: not, none_of, and an or with such a branch are not', () => {
  const notTech: DefinitionNode = { op: 'not', children: [tech as DefinitionNode] };
  const none: DefinitionNode = { field: 'technology', operator: 'none_of', value: ['x'] };
  const country: DefinitionNode = { field: 'country', operator: 'not_in', value: ['US'] };
  assert.equal(isBounded(tech as DefinitionNode), true);
  assert.equal(isBounded(country), true, 'not_in needs a known value');
  assert.equal(isBounded(notTech), false);
  assert.equal(isBounded(none), false);
  assert.equal(isBounded({ op: 'and', children: [notTech, none] }), false);
  assert.equal(isBounded({ op: 'and', children: [notTech, country] }), true);
  assert.equal(isBounded({ op: 'or', children: [tech as DefinitionNode, notTech] }), false);
  assert.equal(isBounded({ op: 'or', children: [tech as DefinitionNode, country] }), true);
  assert.deepEqual(
    faults(def(notTech)).map(([path]) => path),
    ['/root'],
  );
});

test('structure: groups and conditions, known fields and operators, values of the right type', () => {
  const cases: [unknown, string][] = [
    [null, ''],
    [def([]), '/root'],
    [def({ field: 'technology', op: 'and' }), '/root/field'],
    [def({ field: 'nope', operator: 'in', value: [] }), '/root/field'],
    [def({ field: 'name', operator: 'contains', value: '' }), '/root/value'],
    [def({ field: 'name', operator: 'contains', value: 'x'.repeat(201) }), '/root/value'],
    [def({ field: 'has_partner_page', operator: 'eq', value: 'true' }), '/root/value'],
    [def({ field: 'country', operator: 'in', value: ['USA'] }), '/root/value/0'],
    [def({ field: 'technology', operator: 'any_of', value: 'stripe' }), '/root/value'],
    [def({ field: 'technology', operator: 'any_of', value: ['Not A Key'] }), '/root/value/0'],
    [def({ field: 'founded_year', operator: 'between', value: [1990] }), '/root/value'],
    [def({ field: 'founded_year', operator: 'gte', value: 1.5 }), '/root/value'],
    [def({ field: 'founded_year', operator: 'gte' }), '/root/value'],
    [def({ op: 'not', children: [] }), '/root/children'],
  ];
  for (const [input, path] of cases) assert.equal(faults(input)[0]![0], path, JSON.stringify(input));
});
