import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapePointer, findNul } from './text.js';

test('findNul points at the first string or key holding a NUL character', () => {
  assert.equal(findNul('plain'), undefined);
  assert.equal(findNul({ q: 'a\0b' }), '/q');
  assert.equal(findNul({ domains: ['ok.com', 'x\0.com'] }), '/domains/1');
  assert.equal(findNul({ nested: { 'k\0': 1 } }), '/nested/k\0');
  assert.equal(findNul({ 'a/b': { c: '\0' } }), '/a~1b/c');
  assert.equal(findNul([1, true, null, { x: 2 }]), undefined);
});

test('findNul reports the first NUL in document order, and walks any depth without overflowing the stack', () => {
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
