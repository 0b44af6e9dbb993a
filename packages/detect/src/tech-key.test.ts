import assert from 'node:assert/strict';
import { test } from 'node:test';
import { techKeyOf } from './tech-key.js';

test('tech_key: lowercase letters, digits and hyphens (contracts section 4)', () => {
  assert.equal(techKeyOf('Google Analytics'), 'google-analytics');
  assert.equal(techKeyOf('Colis Priv\u00e9'), 'colis-prive');
  assert.equal(techKeyOf('Q&A'), 'q-and-a');
  assert.equal(techKeyOf('Luigi\u2019s Box'), 'luigis-box');
  assert.equal(techKeyOf('Node.js'), 'node-js');
  assert.equal(techKeyOf('  --Spin.js--  '), 'spin-js');
  assert.equal(techKeyOf('Baidu Analytics (\u767e\u5ea6\u7edf\u8ba1)'), 'baidu-analytics');
  assert.equal(techKeyOf('+++'), 'u-2b-2b-2b');
  assert.match(techKeyOf('x'.repeat(200)), /^x{80}$/);
});
