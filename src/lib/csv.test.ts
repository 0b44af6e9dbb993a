import { test } from 'node:test';
import assert from 'node:assert/strict';
import { csvLine } from './csv.js';

test('plain fields are joined by commas and end with CRLF', () => {
  assert.equal(csvLine(['Acme', 'acme.com', 'acme', 3]), 'Acme,acme.com,acme,3\r\n');
});

test('commas, quotes and line breaks are quoted, quotes doubled', () => {
  assert.equal(csvLine(['Acme, Inc.', 'say "hi"', 'two\nlines']), '"Acme, Inc.","say ""hi""","two\nlines"\r\n');
});

test('a field that a spreadsheet would run as a formula is neutralized', () => {
  assert.equal(csvLine(['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)']), `"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1)\r\n`);
});

test('the fullwidth forms of = + - @, which Apple Numbers reads as formulas, are neutralized too', () => {
  assert.equal(csvLine(['\uFF1DSUM(A1)', '\uFF0B1', '\uFF0D2', '\uFF20x']), `'\uFF1DSUM(A1),'\uFF0B1,'\uFF0D2,'\uFF20x\r\n`);
});
