import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hostToLiteral, isPublicAddress, isRefusedPort } from './address-guard.js';

test('isPublicAddress refuses every non-public IPv4 range and allows public unicast', () => {
  const cases: Array<[string, boolean]> = [
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['1.1.1.1', true],
    ['100.63.255.255', true], // just below CGNAT
    ['100.128.0.0', true], // just above CGNAT
    ['172.15.255.255', true],
    ['172.32.0.0', true],
    ['198.17.255.255', true],
    ['198.20.0.0', true],
    ['223.255.255.255', true],
    ['0.0.0.0', false],
    ['0.1.2.3', false],
    ['10.0.0.1', false],
    ['10.255.255.255', false],
    ['100.64.0.1', false],
    ['100.127.255.255', false],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['169.254.169.254', false], // cloud metadata
    ['169.254.0.1', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.0.0.192', false],
    ['192.0.2.1', false],
    ['192.88.99.1', false],
    ['192.168.1.1', false],
    ['198.18.0.1', false],
    ['198.19.255.255', false],
    ['198.51.100.7', false],
    ['203.0.113.9', false],
    ['224.0.0.1', false],
    ['239.255.255.250', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
  ];
  for (const [ip, expected] of cases) assert.equal(isPublicAddress(ip), expected, ip);
});

test('isPublicAddress refuses non-public IPv6 and IPv6 forms carrying a refused IPv4 address', () => {
  const cases: Array<[string, boolean]> = [
    ['2606:4700:4700::1111', true],
    ['2001:4860:4860::8888', true],
    ['2a00:1450:4001:80b::200e', true],
    ['::ffff:8.8.8.8', true], // IPv4-mapped public
    ['64:ff9b::808:808', true], // NAT64 of 8.8.8.8
    ['2002:808:808::1', true], // 6to4 of 8.8.8.8
    ['::', false],
    ['::1', false],
    ['0:0:0:0:0:0:0:1', false],
    ['fe80::1', false],
    ['febf:ffff::1', false],
    ['fc00::1', false],
    ['fd00:ec2::254', false], // AWS metadata over IPv6
    ['ff02::1', false],
    ['ff05::1:3', false],
    ['fec0::1', false], // deprecated site-local
    ['100::1', false], // discard-only
    ['2001:db8::1', false],
    ['3fff::1', false],
    ['2001:2::1', false],
    ['2001:10::1', false],
    ['2001:20::1', false],
    ['::ffff:127.0.0.1', false], // IPv4-mapped
    ['::ffff:7f00:1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['::127.0.0.1', false], // IPv4-compatible
    ['::a00:1', false],
    ['::ffff:0:127.0.0.1', false], // IPv4-translated
    ['64:ff9b::127.0.0.1', false], // NAT64
    ['64:ff9b::a9fe:a9fe', false],
    ['64:ff9b:1::8.8.8.8', false], // local-use NAT64
    ['2002:7f00:1::1', false], // 6to4 embedding 127.0.0.1
    ['2002:c0a8:101::1', false], // 6to4 embedding 192.168.1.1
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', true], // Teredo, public server and client 8.8.8.8 (inverted)
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false], // RFC 4380's example: client 192.0.2.45, documentation
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', false], // Teredo client 127.0.0.1 (inverted)
    ['2001:0:a00:1::1', false], // Teredo server 10.0.0.1
    ['fe80::1%eth0', false],
    ['2606:4700:4700::1111%eth0', false], // a zone id is never public
  ];
  for (const [ip, expected] of cases) assert.equal(isPublicAddress(ip), expected, ip);
});

test('isPublicAddress is false for anything that is not an address', () => {
  for (const s of ['', 'localhost', 'example.com', '127.1', '0x7f000001', '2130706433', '[::1]', '1.2.3.4.5', '::g']) {
    assert.equal(isPublicAddress(s), false, s);
  }
});

test('hostToLiteral reads every IPv4 notation a URL host may use', () => {
  const cases: Array<[string, string | null]> = [
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'], // decimal
    ['0177.0.0.1', '127.0.0.1'], // octal
    ['0177.0.0.01', '127.0.0.1'],
    ['00000000000177.0.0.1', '127.0.0.1'],
    ['0x7f.0.0.1', '127.0.0.1'], // hex per part
    ['0x7F.0x0.0x0.0x1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'], // hex whole
    ['017700000001', '127.0.0.1'], // octal whole
    ['127.1', '127.0.0.1'], // short forms
    ['127.0.1', '127.0.0.1'],
    ['10.1', '10.0.0.1'],
    ['0x7f.1', '127.0.0.1'], // mixed
    ['0177.0x0.1', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['127.0.0.1.', '127.0.0.1'], // trailing dot
    ['%31%32%37.0.0.1', '127.0.0.1'], // percent-encoded
    ['１２７.0.0.1', '127.0.0.1'], // full-width digits
    ['127。0。0。1', '127.0.0.1'], // ideographic full stops
    ['4294967295', '255.255.255.255'],
    ['169.254.43518', '169.254.169.254'],
    ['8.8.8.8', '8.8.8.8'],
    ['example.com', null],
    ['127.0.0.1.nip.io', null], // a name: judged after DNS
    ['localhost', null],
    ['1.2.3.256', null], // no URL parser takes it as a host
    ['4294967296', null],
    ['09.1.1.1', null],
    ['', null],
    ['a@127.0.0.1', null],
    ['127.0.0.1/x', null],
  ];
  for (const [host, expected] of cases) assert.equal(hostToLiteral(host)?.address ?? null, expected, host);
  assert.equal(hostToLiteral('0x7f000001')?.family, 4);
});

test('hostToLiteral reads IPv6, bracketed or bare, with zone ids', () => {
  const cases: Array<[string, string | null]> = [
    ['[::1]', '::1'],
    ['::1', '::1'],
    ['[0:0:0:0:0:0:0:1]', '::1'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
    ['[::ffff:7f00:1]', '::ffff:7f00:1'],
    ['[64:ff9b::10.0.0.1]', '64:ff9b::a00:1'],
    ['[FD00:EC2::254]', 'fd00:ec2::254'],
    ['[fe80::1%25eth0]', 'fe80::1%eth0'],
    ['fe80::1%eth0', 'fe80::1%eth0'],
    ['[2606:4700:4700::1111]', '2606:4700:4700::1111'],
    ['[::1', null],
    ['[:::1]', null],
    ['[example.com]', null],
  ];
  for (const [host, expected] of cases) assert.equal(hostToLiteral(host)?.address ?? null, expected, host);
  assert.equal(hostToLiteral('[::1]')?.family, 6);
});

test('every literal notation of a refused address is refused once read', () => {
  const refused = [
    '2130706433',
    '0177.0.0.1',
    '0x7f.0.0.1',
    '0x7f000001',
    '127.1',
    '10.1',
    '0',
    '169.254.43518',
    '0xa9.0xfe.0xa9.0xfe',
    '[::1]',
    '[::]',
    '[::ffff:127.0.0.1]',
    '[::ffff:0a00:0001]',
    '[64:ff9b::7f00:1]',
    '[2002:a00:1::]',
    '[fe80::1%25eth0]',
    '[fd00:ec2::254]',
  ];
  for (const host of refused) {
    const literal = hostToLiteral(host);
    assert.ok(literal, host);
    assert.equal(isPublicAddress(literal.address), false, host);
  }
  for (const host of ['134744072', '0x08080808', '[2606:4700:4700::1111]', '[::ffff:8.8.8.8]']) {
    assert.equal(isPublicAddress(hostToLiteral(host)!.address), true, host);
  }
});

test('WHATWG URL parsing canonicalizes IPv4 notations and refuses zone ids, as the guard relies on', () => {
  assert.equal(new URL('http://2130706433:81/').hostname, '127.0.0.1');
  assert.equal(new URL('http://0177.0.0.1/').hostname, '127.0.0.1');
  assert.equal(new URL('http://0x7f.1/').hostname, '127.0.0.1');
  assert.equal(new URL('http://[::ffff:127.0.0.1]/').hostname, '[::ffff:7f00:1]');
  assert.throws(() => new URL('http://[fe80::1%25eth0]/'));
  assert.throws(() => new URL('http://1.2.3.256/'));
});

test('isRefusedPort follows the Fetch standard bad ports', () => {
  for (const port of [22, 25, 6667, 10080]) assert.equal(isRefusedPort(port), true, String(port));
  for (const port of [0, 80, 443, 8080, 8443, 43121]) assert.equal(isRefusedPort(port), false, String(port));
});
