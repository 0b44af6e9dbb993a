import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeEntities, inRanges, parseTagAt, scanStructure, textAround, visibleText } from './html-scan.js';

const page = [
  '<!DOCTYPE html><html><head>',
  '<META NAME="Generator" CONTENT="Acme &amp; Co 2.0">',
  '<meta property="og:site_name" content=\'Acme\'>',
  '<!-- <script src="/commented.js"></script> -->',
  '<script src="/a.js?x=1&amp;y=2" async></script>',
  '<SCRIPT>var html = "<script src=/not-a-tag.js></" + "script>";</SCRIPT>',
  '<style>.a{color:red}</style><title>Acme <b>title</b></title>',
  '</head><body class="home"><p>Caf&eacute; &copy; 2024 &#x41;&#66;</p><textarea><meta name="x" content="y"></textarea></body></html>',
].join('\n');

test('finds script tags, inline code, styles and meta tags, outside comments and raw text', () => {
  const s = scanStructure(page);
  assert.deepEqual(
    s.scripts.map((x) => x.src),
    ['/a.js?x=1&y=2', null],
  );
  assert.equal(page.slice(s.scripts[1]!.start, s.scripts[1]!.end), 'var html = "<script src=/not-a-tag.js></" + "script>";');
  assert.equal(page.slice(s.styles[0]!.start, s.styles[0]!.end), '.a{color:red}');
  assert.deepEqual(s.metas, [
    { key: 'generator', content: 'Acme & Co 2.0' },
    { key: 'og:site_name', content: 'Acme' },
  ]);
  assert.ok(inRanges(s.raw, page.indexOf('commented.js')));
  assert.ok(inRanges(s.raw, page.indexOf('not-a-tag')));
  assert.ok(!inRanges(s.raw, page.indexOf('Caf')));
  assert.equal(s.bodyStart, page.indexOf('<p>'));
});

test('parses start tags: quotes, bare values, repeated and valueless attributes, self-closing', () => {
  const html = '<A HREF=/x.html data-x="a>b" data-x="second" hidden class=\'c d\'/>';
  const tag = parseTagAt(html, 0)!;
  assert.equal(tag.name, 'a');
  assert.deepEqual(
    [...tag.attrs],
    [
      ['href', '/x.html'],
      ['data-x', 'a>b'],
      ['hidden', ''],
      ['class', 'c d'],
    ],
  );
  assert.equal(tag.end, html.length);
  assert.ok(tag.selfClosing);
  assert.equal(parseTagAt('<1abc>', 0), null);
  assert.equal(parseTagAt('<a href="never closed', 0), null);
});

test('decodes references', () => {
  assert.equal(
    decodeEntities('a &amp; b &lt;c&gt; &#39;d&#x27; &eacute;&nbsp;&unknown; &constructor;'),
    "a & b <c> 'd' &eacute;\u00a0&unknown; &constructor;",
  );
});

test('the visible text: tags out, inline ones without a space, blocks with one', () => {
  const s = scanStructure(page);
  assert.equal(visibleText(page, s, 1000), 'Caf&eacute; \u00a9 2024 AB');
  const html = '<body><p>Ships with <b>Acme</b> Freight</p><div>one</div><div>two</div><script>no</script></body>';
  const t = scanStructure(html);
  assert.equal(visibleText(html, t, 1000), 'Ships with Acme Freight one two');
  assert.equal(textAround(html, t, html.indexOf('Freight'), 20), 'Acme Freight one');
  assert.equal(textAround(html, t, html.indexOf('no</script>'), 8), null);
});

test('the visible text: a < that starts no tag is text, and the text after it stays', () => {
  const html = '<body><p>Orders < 100 kg ship with <b>UK Mail</b> in 2<3 days</p><p>a <<b>b</b> c</p><p>x </ y</p></body>';
  assert.equal(visibleText(html, scanStructure(html), 1000), 'Orders < 100 kg ship with UK Mail in 2<3 days a <b c x');
});
