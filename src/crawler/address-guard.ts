import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Which addresses the crawler may connect to (contracts section 8): public unicast only. A crawler fetches URLs
 * that strangers choose (a domain, its redirects, its links), so without this any site could point it at the
 * cloud metadata service, a database on the private network or the API's own admin port (SSRF).
 *
 * The check runs on addresses after DNS resolution, and on IP literals in URLs, at every hop.
 */

/** Refused IPv4 ranges (IANA special-purpose registry), each with why. */
const REFUSED_V4: ReadonlyArray<readonly [string, number, string]> = [
  ['0.0.0.0', 8, '"this network": 0.0.0.0 reaches the local host on Linux'],
  ['10.0.0.0', 8, 'private (RFC 1918)'],
  ['100.64.0.0', 10, 'carrier-grade NAT (RFC 6598): a provider-internal network'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local, home of cloud metadata services (169.254.169.254)'],
  ['172.16.0.0', 12, 'private (RFC 1918)'],
  ['192.0.0.0', 24, 'IETF protocol assignments, not a public web (Oracle Cloud metadata is 192.0.0.192)'],
  ['192.0.2.0', 24, 'documentation (TEST-NET-1)'],
  ['192.88.99.0', 24, 'deprecated 6to4 relay anycast (RFC 7526)'],
  ['192.168.0.0', 16, 'private (RFC 1918)'],
  ['198.18.0.0', 15, 'benchmarking (RFC 2544)'],
  ['198.51.100.0', 24, 'documentation (TEST-NET-2)'],
  ['203.0.113.0', 24, 'documentation (TEST-NET-3)'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved, and 255.255.255.255 broadcast'],
];

/**
 * IPv6 is refused outside global unicast (2000::/3), which already excludes ::, ::1, fe80::/10 (link-local),
 * fc00::/7 (unique local, where AWS puts its metadata service fd00:ec2::254), ff00::/8 (multicast) and
 * 64:ff9b:1::/48 (local-use NAT64). Inside 2000::/3 these are refused too:
 */
const REFUSED_V6: ReadonlyArray<readonly [string, number, string]> = [
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation (RFC 9637)'],
  ['2001:2::', 48, 'benchmarking (RFC 5180)'],
  ['2001:10::', 28, 'ORCHID identifiers, not routable'],
  ['2001:20::', 28, 'ORCHIDv2 identifiers, not routable'],
];

const refusedV4 = blockList(REFUSED_V4, 'ipv4');
const refusedV6 = blockList(REFUSED_V6, 'ipv6');
const globalUnicastV6 = blockList([['2000::', 3, 'global unicast']], 'ipv6');

function blockList(ranges: ReadonlyArray<readonly [string, number, string]>, type: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, type);
  return list;
}

/**
 * True when `ip` (an IPv4 or IPv6 address in any form `net.isIP` accepts) is a public unicast address.
 * IPv6 forms that carry an IPv4 address (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, IPv4-translated
 * ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16, Teredo 2001::/32) are judged by the IPv4 address too:
 * such an address can route to that IPv4 host. Anything else, zone ids included, is false.
 */
export function isPublicAddress(ip: string): boolean {
  // A zone id (fe80::1%eth0) scopes an address to one local interface: never a public destination.
  if (ip.includes('%')) return false;
  if (isIPv4(ip)) return !refusedV4.check(ip, 'ipv4');
  if (!isIPv6(ip)) return false;
  const groups = ipv6Groups(ip);
  const embedded = embeddedIPv4(groups);
  if (embedded !== null) return isPublicAddress(embedded);
  if (!globalUnicastV6.check(ip, 'ipv6') || refusedV6.check(ip, 'ipv6')) return false;
  if (groups[0] === 0x2002) return isPublicAddress(ipv4From(groups[1]!, groups[2]!));
  if (groups[0] === 0x2001 && groups[1] === 0) {
    // Teredo: the server's address in clear, the client's inverted (RFC 4380).
    const client = ipv4From(~groups[6]! & 0xffff, ~groups[7]! & 0xffff);
    return isPublicAddress(ipv4From(groups[2]!, groups[3]!)) && isPublicAddress(client);
  }
  return true;
}

/** The IPv4 address carried in the low 32 bits of the IPv4-in-IPv6 forms, else null. */
function embeddedIPv4(g: number[]): string | null {
  const zerosUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  const low = () => ipv4From(g[6]!, g[7]!);
  if (zerosUpTo(5) && g[5] === 0xffff) return low(); // IPv4-mapped ::ffff:a.b.c.d
  if (zerosUpTo(4) && g[4] === 0xffff && g[5] === 0) return low(); // IPv4-translated (RFC 2765)
  if (zerosUpTo(6)) return low(); // IPv4-compatible ::a.b.c.d; :: and ::1 land in 0.0.0.0/8, refused
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return low(); // NAT64 (RFC 6052)
  return null;
}

function ipv4From(high: number, low: number): string {
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/** The eight 16-bit groups of a valid IPv6 address (WHATWG URL rewrites an embedded dotted quad as hex). */
function ipv6Groups(ip: string): number[] {
  const canonical = new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  const [head = '', tail] = canonical.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const middle = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((h) => parseInt(h, 16));
}

/** An IP address written as a URL host, in canonical form. */
export interface IpLiteral {
  /** dotted-quad IPv4, or compressed IPv6 with its zone id (if any) after `%` */
  address: string;
  family: 4 | 6;
}

/**
 * The IP address a URL host (without port) denotes, or null when it is a name (or something no URL parser
 * takes as a host). Recognizes every notation WHATWG URL parsing accepts, which is the parser the fetcher uses,
 * so the two never disagree: decimal (2130706433), octal (0177.0.0.1), hex (0x7f.0.0.1, 0x7f000001), short
 * forms (127.1, 10.1), mixed radices, percent-encoded and full-width digits, a trailing dot; IPv6 bare or in
 * brackets, with a dotted-quad tail, and with a zone id (fe80::1%eth0, or %25eth0 as URLs encode it).
 */
export function hostToLiteral(host: string): IpLiteral | null {
  let h = host.trim();
  if (h.startsWith('[') && h.endsWith(']')) h = h.slice(1, -1);
  if (h.includes(':')) {
    const zoneAt = h.indexOf('%');
    const bare = zoneAt >= 0 ? h.slice(0, zoneAt) : h;
    if (!isIPv6(bare)) return null;
    const zone = zoneAt >= 0 ? h.slice(zoneAt + 1).replace(/^25/, '') : '';
    const canonical = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
    return { address: zone ? `${canonical}%${zone}` : canonical, family: 6 };
  }
  // Characters that would make the URL parser read something other than a host.
  if (h === '' || /[\s/\\?#@[\]]/.test(h)) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${h}/`).hostname;
  } catch {
    return null;
  }
  return isIPv4(hostname) ? { address: hostname, family: 4 } : null;
}

/**
 * Ports the Fetch standard's "bad port" list blocks: other protocols' ports (SMTP, IRC, X11, ...), where an HTTP
 * request written by us could be read as commands by a server that is public but not a web server.
 */
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** True when a URL's port (as a number; 0 for none) is one a crawler must not send HTTP to. */
export function isRefusedPort(port: number): boolean {
  return BAD_PORTS.has(port);
}
