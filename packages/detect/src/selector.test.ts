import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compoundLiterals, matchesCompound, parseSelector } from './selector.js';
import type { Tag } from './html-scan.js';

const tag = (name: string, attrs: Record<string, string>): Tag => ({
  name,
  attrs: new Map(Object.entries(attrs)),
  end: 0,
  selfClosing: false,
});

test('parses compound selectors, lists and chains', () => {
  const s = parseSelector('link[rel=\'stylesheet\'][href*="/wp-content/"], #app.theme-dark')!;
  assert.ok(s.simple);
  assert.deepEqual(s.members[0]![0], {
    tag: 'link',
    ids: [],
    classes: [],
    attributes: [
      { name: 'rel', op: '=', value: 'stylesheet', caseInsensitive: true },
      { name: 'href', op: '*=', value: '/wp-content/', caseInsensitive: false },
    ],
  });
  assert.deepEqual(s.members[1]![0], { tag: null, ids: ['app'], classes: ['theme-dark'], attributes: [] });
  assert.equal(parseSelector('footer > p.credit')!.simple, false);
  assert.equal(parseSelector('a:not(.x)'), null);
  assert.equal(parseSelector('div[['), null);
});

test('reads CSS escapes as the fingerprints write them', () => {
  const s = parseSelector("iframe[src*='player\\.acme\\.test'], .sm\\:flex")!;
  assert.equal(s.members[0]![0]!.attributes[0]!.value, 'player.acme.test');
  assert.deepEqual(s.members[1]![0]!.classes, ['sm:flex']);
});

test('matches start tags', () => {
  const c = (text: string) => parseSelector(text)!.members[0]![0]!;
  assert.ok(matchesCompound(c("link[href*='/wp-content/']"), tag('link', { href: '/wp-content/a.css' })));
  assert.ok(!matchesCompound(c("link[href*='/wp-content/']"), tag('script', { href: '/wp-content/a.css' })));
  assert.ok(matchesCompound(c('.a.b'), tag('div', { class: 'b  x a' })));
  assert.ok(!matchesCompound(c('.a.b'), tag('div', { class: 'ab' })));
  assert.ok(matchesCompound(c("[data-v^='1.'][lang|=en]"), tag('p', { 'data-v': '1.2', lang: 'en-GB' })));
  assert.ok(matchesCompound(c("form[action='LOGIN.aspx' i]"), tag('form', { action: 'login.aspx' })));
  assert.ok(matchesCompound(c("a[target='_BLANK']"), tag('a', { target: '_blank' })), 'target compares without case in HTML');
  assert.ok(!matchesCompound(c("[class~='x']"), tag('p', { class: 'xy' })));
  assert.ok(matchesCompound(c('*[hidden]'), tag('p', { hidden: '' })));
});

test('literals of a start tag', () => {
  assert.deepEqual(compoundLiterals(parseSelector("link#main.x[href*='Acme.css']")!.members[0]![0]!), [
    '<link',
    'main',
    'x',
    'href',
    'acme.css',
  ]);
});
