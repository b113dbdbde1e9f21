// A small CBOR (RFC 8949) reader and writer for Pagefind's index files, which are CBOR (written by
// Rust's minicbor: structs as arrays, definite lengths). Only what those files use: unsigned and
// negative integers, byte and text strings, arrays, maps, tags, simple values and floats. The reader
// also tells where each value lies in the bytes, so that parts of a file can be copied unchanged.

export type Cbor =
  | number
  | bigint
  | string
  | Uint8Array
  | Cbor[]
  | Map<Cbor, Cbor>
  | boolean
  | null
  | undefined
  | { tag: number; value: Cbor };

/** A value and the bytes it was read from: `[start, end)`. */
export type Span = { value: Cbor; start: number; end: number };

export class CborError extends Error {}

const text = new TextDecoder('utf-8', { fatal: true });

/** Reads one value at `offset`. */
export function readCbor(bytes: Uint8Array, offset = 0): Span {
  let pos = offset;
  const need = (n: number) => {
    if (pos + n > bytes.length) throw new CborError(`CBOR: unexpected end of data at byte ${pos}`);
  };
  const byte = () => {
    need(1);
    return bytes[pos++];
  };
  const arg = (info: number): number | bigint | null => {
    if (info < 24) return info;
    if (info === 24) return byte();
    if (info === 25) {
      need(2);
      const v = (bytes[pos] << 8) | bytes[pos + 1];
      pos += 2;
      return v;
    }
    if (info === 26) {
      need(4);
      const v = ((bytes[pos] << 24) >>> 0) + (bytes[pos + 1] << 16) + (bytes[pos + 2] << 8) + bytes[pos + 3];
      pos += 4;
      return v;
    }
    if (info === 27) {
      need(8);
      const v = new DataView(bytes.buffer, bytes.byteOffset + pos, 8).getBigUint64(0);
      pos += 8;
      return v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
    }
    if (info === 31) return null; // indefinite length
    throw new CborError(`CBOR: reserved additional information ${info} at byte ${pos - 1}`);
  };
  const item = (): Cbor => {
    const head = byte();
    const major = head >> 5;
    const info = head & 31;
    if (major === 7) {
      if (info === 20) return false;
      if (info === 21) return true;
      if (info === 22) return null;
      if (info === 23) return undefined;
      if (info === 25 || info === 26 || info === 27) {
        const n = info === 25 ? 2 : info === 26 ? 4 : 8;
        need(n);
        const view = new DataView(bytes.buffer, bytes.byteOffset + pos, n);
        pos += n;
        if (n === 2) return halfFloat(view.getUint16(0));
        return n === 4 ? view.getFloat32(0) : view.getFloat64(0);
      }
      if (info < 24) return info;
      if (info === 24) return byte();
      throw new CborError(`CBOR: unsupported simple value ${info} at byte ${pos - 1}`);
    }
    const n = arg(info);
    if (n === null && (major === 0 || major === 1 || major === 6))
      throw new CborError(`CBOR: indefinite length on major type ${major} at byte ${pos - 1}`);
    switch (major) {
      case 0:
        return n as number | bigint;
      case 1:
        return typeof n === 'bigint' ? -1n - n : -1 - (n as number);
      case 2:
      case 3: {
        let chunk: Uint8Array;
        if (n === null) {
          const parts: Uint8Array[] = [];
          while (bytes[pos] !== 0xff) {
            const part = item();
            parts.push(typeof part === 'string' ? new TextEncoder().encode(part) : (part as Uint8Array));
          }
          pos++;
          chunk = Buffer.concat(parts);
        } else {
          const len = Number(n);
          need(len);
          chunk = bytes.subarray(pos, pos + len);
          pos += len;
        }
        return major === 2 ? chunk : text.decode(chunk);
      }
      case 4: {
        const out: Cbor[] = [];
        if (n === null) {
          while (bytes[pos] !== 0xff) out.push(item());
          pos++;
        } else for (let i = 0; i < Number(n); i++) out.push(item());
        return out;
      }
      case 5: {
        const out = new Map<Cbor, Cbor>();
        if (n === null) {
          while (bytes[pos] !== 0xff) out.set(item(), item());
          pos++;
        } else for (let i = 0; i < Number(n); i++) out.set(item(), item());
        return out;
      }
      default:
        return { tag: Number(n), value: item() };
    }
  };
  const value = item();
  return { value, start: offset, end: pos };
}

function halfFloat(h: number): number {
  const exp = (h >> 10) & 0x1f;
  const frac = h & 0x3ff;
  const sign = h & 0x8000 ? -1 : 1;
  if (exp === 0) return sign * 2 ** -14 * (frac / 1024);
  if (exp === 31) return frac ? NaN : sign * Infinity;
  return sign * 2 ** (exp - 15) * (1 + frac / 1024);
}

/** Reads a whole buffer that holds exactly one value. */
export function decodeCbor(bytes: Uint8Array): Cbor {
  const { value, end } = readCbor(bytes);
  if (end !== bytes.length) throw new CborError(`CBOR: ${bytes.length - end} bytes left after the value`);
  return value;
}

/** The head of a definite-length array at `offset`: its length and where its first element starts. */
export function readArrayHead(bytes: Uint8Array, offset = 0): { length: number; first: number } {
  const head = bytes[offset];
  if (head === undefined || head >> 5 !== 4) throw new CborError(`CBOR: expected an array at byte ${offset}`);
  const info = head & 31;
  if (info === 31) throw new CborError(`CBOR: indefinite-length array at byte ${offset}`);
  const size = info < 24 ? 0 : info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : 8;
  let length = info < 24 ? info : 0;
  for (let i = 1; i <= size; i++) length = length * 256 + bytes[offset + i];
  return { length, first: offset + 1 + size };
}

/** The elements of a definite-length array at `offset`, each with its bytes. */
export function arrayElements(bytes: Uint8Array, offset = 0): { elements: Span[]; end: number } {
  const { length, first } = readArrayHead(bytes, offset);
  const elements: Span[] = [];
  let pos = first;
  for (let i = 0; i < length; i++) {
    const span = readCbor(bytes, pos);
    elements.push(span);
    pos = span.end;
  }
  return { elements, end: pos };
}

/** The head of a major type with an argument, in the shortest form (as minicbor writes it). */
export function head(major: number, n: number): Uint8Array {
  const m = major << 5;
  if (n < 24) return Uint8Array.of(m | n);
  if (n < 0x100) return Uint8Array.of(m | 24, n);
  if (n < 0x10000) return Uint8Array.of(m | 25, n >> 8, n & 0xff);
  if (n < 0x100000000) return Uint8Array.of(m | 26, (n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
  const b = new Uint8Array(9);
  b[0] = m | 27;
  new DataView(b.buffer).setBigUint64(1, BigInt(n));
  return b;
}

/** Writes a value in the shortest form; integers as numbers (or bigints), strings as text. */
export function encodeCbor(value: Cbor): Uint8Array {
  const parts: Uint8Array[] = [];
  const put = (v: Cbor): void => {
    if (typeof v === 'number') {
      if (!Number.isInteger(v)) {
        const b = new Uint8Array(9);
        b[0] = 0xfb;
        new DataView(b.buffer).setFloat64(1, v);
        parts.push(b);
      } else parts.push(v >= 0 ? head(0, v) : head(1, -1 - v));
    } else if (typeof v === 'bigint') parts.push(v >= 0n ? head(0, Number(v)) : head(1, Number(-1n - v)));
    else if (typeof v === 'string') {
      const b = new TextEncoder().encode(v);
      parts.push(head(3, b.length), b);
    } else if (v instanceof Uint8Array) parts.push(head(2, v.length), v);
    else if (Array.isArray(v)) {
      parts.push(head(4, v.length));
      for (const x of v) put(x);
    } else if (v instanceof Map) {
      parts.push(head(5, v.size));
      for (const [k, x] of v) {
        put(k);
        put(x);
      }
    } else if (v === false) parts.push(Uint8Array.of(0xf4));
    else if (v === true) parts.push(Uint8Array.of(0xf5));
    else if (v === null) parts.push(Uint8Array.of(0xf6));
    else if (v === undefined) parts.push(Uint8Array.of(0xf7));
    else {
      parts.push(head(6, v.tag));
      put(v.value);
    }
  };
  put(value);
  return Buffer.concat(parts);
}
