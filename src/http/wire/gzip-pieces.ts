import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Gzip bodies (RFC 1952) assembled from pieces compressed ahead of time, for responses made of cached parts
 * (a bulk lookup is up to 100 companies' results): no compression work per request, only a copy.
 *
 * A piece is a raw DEFLATE stream (RFC 1951) ended by a sync flush, which leaves it byte-aligned and not final;
 * pieces compressed separately can follow one another, since none refers back past its own start. Text made per
 * request goes in stored blocks (uncompressed). The body ends with an empty final block and the trailer: the
 * CRC-32 of everything, combined from the pieces' own CRCs without reading them again, and the length.
 */
export interface DeflatedPiece {
  readonly deflated: Buffer;
  /** CRC-32 of the uncompressed bytes */
  readonly crc: number;
  /** uncompressed length */
  readonly length: number;
  /** x^(8 * length) modulo the CRC polynomial: what combining this piece's CRC with the one before it takes */
  readonly shift: number;
}

export function deflatePiece(data: Buffer): DeflatedPiece {
  return {
    deflated: deflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(data),
    length: data.length,
    shift: xPow2nModP(data.length, 3),
  };
}

/** ID1 ID2, CM = deflate, no flags, no modification time, no extra flags, OS unknown */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block, as zlib writes it (fixed Huffman codes, end of block). */
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0));
/** The largest stored block (LEN is 16 bits). */
const MAX_STORED = 0xffff;

export class GzipBuilder {
  private readonly parts: Buffer[] = [HEADER];
  /** text waiting to go out as stored blocks */
  private pending: Buffer[] = [];
  private pendingLength = 0;
  private crc = 0;
  private length = 0;

  /** Bytes made for this body: they go out uncompressed (stored blocks). */
  raw(data: Buffer | string): this {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    if (bytes.length === 0) return this;
    this.pending.push(bytes);
    this.pendingLength += bytes.length;
    return this;
  }

  /** A piece compressed ahead of time (deflatePiece). */
  piece(p: DeflatedPiece): this {
    this.flushPending();
    this.parts.push(p.deflated);
    this.crc = combineShifted(this.crc, p.crc, p.shift);
    this.length += p.length;
    return this;
  }

  finish(): Buffer {
    this.flushPending();
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(this.crc >>> 0, 0);
    trailer.writeUInt32LE(this.length % 2 ** 32, 4);
    this.parts.push(FINAL_BLOCK, trailer);
    return Buffer.concat(this.parts);
  }

  private flushPending(): void {
    if (this.pendingLength === 0) return;
    const data = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingLength);
    this.crc = crc32(data, this.crc);
    this.length += data.length;
    for (let start = 0; start < data.length; start += MAX_STORED) {
      const chunk = data.subarray(start, start + MAX_STORED);
      // BFINAL 0, BTYPE 00 (stored), padded to the byte; then LEN and its one's complement, little-endian.
      const head = Buffer.alloc(5);
      head.writeUInt16LE(chunk.length, 1);
      head.writeUInt16LE(~chunk.length & 0xffff, 3);
      this.parts.push(head, chunk);
    }
    this.pending = [];
    this.pendingLength = 0;
  }
}

/**
 * The CRC-32 of a followed by b, from crc(a), crc(b) and b's length: zlib's crc32_combine (polynomial arithmetic
 * modulo the CRC polynomial, reflected), which Node does not expose.
 */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return combineShifted(crcA, crcB, xPow2nModP(lengthB, 3));
}

/** crc32Combine with b's shift (DeflatedPiece.shift) computed ahead of time. */
function combineShifted(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

const POLY = 0xedb88320;

/** a times b modulo the polynomial; a must not be 0 */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** X2N[k] = x^(2^k) modulo the polynomial */
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++) {
  X2N.push(p);
  p = multiplyModP(p, p);
}

/** x^(n * 2^k) modulo the polynomial */
function xPow2nModP(n: number, k: number): number {
  let p = 0x80000000;
  while (n > 0) {
    if (n % 2 === 1) p = multiplyModP(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}
