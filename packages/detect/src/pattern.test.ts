import assert from 'node:assert/strict';
import { test } from 'node:test';
import { execWhole, parsePattern, resolveVersion, type ParsedPattern } from './pattern.js';

function parsed(raw: string): ParsedPattern {
  const r = parsePattern(raw);
  assert.ok(r.ok, r.ok ? '' : r.reason);
  return r.pattern;
}

test('tags: version and confidence after \\;', () => {
  const p = parsed('jquery-([0-9.]+)\\.js\\;version:\\1\\;confidence:50');
  assert.equal(p.source, 'jquery-([0-9.]+)\\.js');
  assert.equal(p.version, '\\1');
  assert.equal(p.confidence, 50);
  assert.equal(parsed('x\\;confidence:150').confidence, 100);
  assert.equal(parsed('x').confidence, 100);
  assert.ok(!parsePattern('x\\;confidence:lots').ok);
});

test('case-insensitive; empty matches anything; anchors noticed', () => {
  const p = parsed('^Acme');
  assert.ok(execWhole(p, 'acme server'));
  assert.ok(p.anchored);
  assert.ok(!parsed('(?:^|\\s)x').anchored);
  assert.ok(!parsed('^a|b').anchored);
  assert.ok(execWhole(parsed(''), 'anything'));
});

test('invalid and exponential patterns are refused with a reason', () => {
  const bad = parsePattern('acme(');
  assert.ok(!bad.ok && bad.reason.startsWith('invalid regular expression'));
  const nested = parsePattern('(\\w+\\s?)+$');
  assert.ok(!nested.ok && nested.reason.startsWith('disabled'));
  assert.ok(!parsePattern(42).ok);
});

test('versions: groups, ternaries, prefixes, several groups', () => {
  const m = /v(\d+)\.(\d+)(-beta)?/.exec('v2.5')!;
  assert.equal(resolveVersion('\\1', m), '2');
  assert.equal(resolveVersion('\\1.\\2', m), '2.5');
  assert.equal(resolveVersion('pro \\1', m), 'pro 2');
  assert.equal(resolveVersion('\\3?beta:stable', m), 'stable');
  assert.equal(resolveVersion('\\1?new:', m), 'new');
  assert.equal(resolveVersion('\\3?yes:', m), null);
  assert.equal(resolveVersion('\\1?1 (Enterprise):1 (Community)', m), '1 (Enterprise)');
  assert.equal(resolveVersion('2.0', m), '2.0');
  assert.equal(resolveVersion(null, m), null);
  assert.equal(resolveVersion('\\1', /(x+)/.exec('x'.repeat(80))), null, 'a version is short');
});
