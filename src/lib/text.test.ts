import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapePointer, findUnstorableText, storable } from './text.js';

/** The pointer findUnstorableText reports for a NUL (tests of the walk). */
const findNul = (value: unknown) => {
  const found = findUnstorableText(value);
  return found && (assert.equal(found.fault, 'nul'), found.path);
};

test('findUnstorableText points at the first string or key holding a NUL character', () => {
  assert.equal(findNul('plain'), undefined);
  assert.equal(findNul({ q: 'a\0b' }), '/q');
  assert.equal(findNul({ domains: ['ok.com', 'x\0.com'] }), '/domains/1');
  assert.equal(findNul({ nested: { 'k\0': 1 } }), '/nested/k\0');
  assert.equal(findNul({ 'a/b': { c: '\0' } }), '/a~1b/c');
  assert.equal(findNul([1, true, null, { x: 2 }]), undefined);
});

test('findUnstorableText reports the first NUL in document order, and walks any depth without overflowing the stack', () => {
  assert.equal(findNul([{ a: 'x', 'b\0': 'y' }, 'z\0']), '/0/b\0');
  assert.equal(findNul([['\0'], '\0']), '/0/0');
  let deep: unknown = 'end\0';
  for (let i = 0; i < 100_000; i++) deep = [deep];
  assert.equal(findNul(deep), '/0'.repeat(100_000));
  assert.equal(findNul(JSON.parse('['.repeat(10_000) + ']'.repeat(10_000))), undefined);
});

test('escapePointer escapes ~ before /', () => {
  assert.equal(escapePointer('~/'), '~0~1');
});

test('findUnstorableText reports a lone surrogate, in a value or a key, and passes surrogate pairs', () => {
  assert.equal(findUnstorableText({ name: 'emoji \u{1f600} ok', q: '\u00e9t\u00e9' }), undefined);
  assert.deepEqual(findUnstorableText({ name: 'acme\udfff.com' }), { path: '/name', fault: 'lone_surrogate' });
  assert.deepEqual(findUnstorableText(['ok', '\ud83d']), { path: '/1', fault: 'lone_surrogate' });
  // a low surrogate before a high one is two lone surrogates, not a pair
  assert.deepEqual(findUnstorableText('\ude00\ud83d'), { path: '', fault: 'lone_surrogate' });
  assert.deepEqual(findUnstorableText({ tags: { 'k\udc00': 1 } }), { path: '/tags/k\udc00', fault: 'lone_surrogate' });
  // the first fault in document order, whichever kind
  assert.deepEqual(findUnstorableText(['\udc00', '\0']), { path: '/0', fault: 'lone_surrogate' });
  assert.deepEqual(findUnstorableText(['\0', '\udc00']), { path: '/0', fault: 'nul' });
});

test('storable puts U+FFFD for each NUL and lone surrogate, keeps pairs and non-plain objects, and copies only what it changes', () => {
  const clean = { name: 'Pair \u{1f680}', list: ['a', { b: 'c' }], at: new Date(0) };
  assert.equal(storable(clean), clean);
  const at = new Date(0);
  const dirty = { name: 'x\udfffy\0', list: ['ok', { b: '\ud83d' }, '\ude00\ud83d'], at, same: { k: 'v' } };
  const fixed = storable(dirty);
  assert.deepEqual(fixed, { name: 'x\ufffdy\ufffd', list: ['ok', { b: '\ufffd' }, '\ufffd\ufffd'], at, same: { k: 'v' } });
  assert.equal(fixed.at, at);
  assert.equal(fixed.same, dirty.same);
  assert.equal(dirty.name, 'x\udfffy\0', 'the input is not changed');
});
