import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnyNode } from 'domhandler';
import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import type { Page } from '../types.js';
import { parseDecoded, parsedPage } from './parsed.js';

/** A node as a plain value: what the extraction reads of it. */
function shape(node: AnyNode): unknown {
  return {
    type: node.type,
    start: node.startIndex,
    name: 'name' in node ? node.name : undefined,
    attribs: 'attribs' in node ? { ...node.attribs } : undefined,
    data: 'data' in node ? node.data : undefined,
    children: 'children' in node ? node.children.map(shape) : undefined,
  };
}

function page(html: string): Page {
  return {
    url: 'https://acme.test/',
    status: 200,
    contentType: 'text/html',
    headers: {},
    body: html,
    bytes: html.length,
    truncated: false,
    redirects: [],
    fetchedAt: new Date(),
  };
}

/** The tree the crawl reads (parsedPage), and the one htmlparser2's tokenizer gives when it decodes. */
function bothWays(html: string): [unknown, unknown] {
  return [shape(parsedPage(page(html))), shape(parseDocument(html, { withStartIndices: true }))];
}

test('entities decoded after the parse give the tree the tokenizer gives: texts, attributes, title, raw text elements', () => {
  const html =
    '<!doctype html><html><head><title>A &amp; B &copy 2026</title><style>a::after{content:"&amp;"}</style>' +
    '<script>if (a &amp;&amp; b) x = "&lt;";</script></head><body class="x&amp;y">' +
    '<a href="/p?a=1&amp;b=2&c=3&copy=4" title="AT&amp;T">AT&amp;T &nbsp;&#x41;&#66;&notin;&notit;</a>' +
    '<textarea>&amp;</textarea><!-- &amp; --><p>&lt;b&gt; 5 &lt 6 &amp</p><img alt=&quot;q&quot; src=x&amp;y>' +
    '<svg><title>S &amp; T</title><style>&amp;</style></svg>&</body></html>';
  const [after, decoded] = bothWays(html);
  assert.deepEqual(after, decoded);
  // without a second parse
  assert.notEqual(parseDecoded(html), null);
  // and it did decode: the link's text and href
  assert.match(JSON.stringify(after), /AT&T/);
  assert.match(JSON.stringify(after), /\/p\?a=1&b=2&c=3&copy=4/);
});

test('decoding after the parse agrees with the tokenizer on random markup', () => {
  const pieces = [
    '<',
    '>',
    '</',
    '/>',
    '&',
    ';',
    '#',
    'x',
    '"',
    "'",
    '=',
    ' ',
    '\n',
    'a',
    'p',
    'b',
    'amp',
    'lt',
    'gt',
    'copy',
    'nbsp',
    'quot',
    'notin',
    '41',
    '&amp;',
    '&lt',
    '&#x26;',
    '&#38;',
    'script',
    'style',
    'title',
    'textarea',
    'xmp',
    'svg',
    '<a href="',
    '<p title=',
    '<title>',
    '</title>',
    '<script>',
    '</script>',
    '<style>',
    '</style>',
    '<textarea>',
    '</textarea>',
    '<!--',
    '-->',
    '<![CDATA[',
    ']]>',
    '<!doctype html>',
    '<div class="',
    '<img alt=',
    '<br>',
    'é',
    '</ ',
    '</>',
    '<!',
    '<?',
    '</a>',
    '</p',
    '<a',
    '\t',
  ];
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 60 }), (parts) => {
      const html = parts.join('');
      const [after, decoded] = bothWays(html);
      assert.deepEqual(after, decoded, html);
    }),
    { numRuns: 20_000 },
  );
});
