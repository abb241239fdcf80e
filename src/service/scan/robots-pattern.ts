/** Work a match did, counted so that a caller can bound it (and a test can show it grows linearly). */
export interface Work {
  steps: number;
}

/**
 * Whether a robots.txt path pattern matches `path` (RFC 9309 §2.2.2, §2.2.3):
 * the pattern matches from the path's start, `*` stands for any sequence and
 * a final `$` anchors the end. Linear in pattern and path, with no regular
 * expression: the pieces between the `*`s are found left to right, each at its
 * first place after the previous one (the leftmost place leaves the most room
 * to the rest), by a search that never steps back in the path. Both sides are
 * expected already normalised (`normalisePath`).
 */
export function patternMatches(pattern: string, path: string, work: Work = { steps: 0 }): boolean {
  const anchored = pattern.endsWith('$');
  const pieces = (anchored ? pattern.slice(0, -1) : pattern).split('*');
  work.steps += pattern.length;
  const first = pieces[0]!;
  if (!occursAt(path, first, 0, work)) return false;
  if (pieces.length === 1) return !anchored || path.length === first.length;
  let at = first.length;
  const last = pieces.length - 1;
  for (let i = 1; i < last; i++) {
    const found = indexFrom(path, pieces[i]!, at, work);
    if (found < 0) return false;
    at = found + pieces[i]!.length;
  }
  const tail = pieces[last]!;
  if (!anchored) return indexFrom(path, tail, at, work) >= 0;
  // With `$` the last piece is the path's end, not its first occurrence, and must not overlap the pieces before it.
  return path.length - tail.length >= at && occursAt(path, tail, path.length - tail.length, work);
}

function occursAt(text: string, piece: string, at: number, work: Work): boolean {
  if (at + piece.length > text.length) return false;
  for (let i = 0; i < piece.length; i++) {
    work.steps++;
    if (text.charCodeAt(at + i) !== piece.charCodeAt(i)) return false;
  }
  return true;
}

/** The first index ≥ `from` where `piece` occurs in `text`, else -1 (Knuth–Morris–Pratt: at most 2·(text + piece) steps). */
function indexFrom(text: string, piece: string, from: number, work: Work): number {
  const m = piece.length;
  if (m === 0) return from;
  // border[i]: the length of the longest proper prefix of piece[0..i] that is also its suffix.
  const border = new Int32Array(m);
  for (let i = 1, k = 0; i < m; i++) {
    while (k > 0 && piece.charCodeAt(i) !== piece.charCodeAt(k)) {
      k = border[k - 1]!;
      work.steps++;
    }
    if (piece.charCodeAt(i) === piece.charCodeAt(k)) k++;
    border[i] = k;
    work.steps++;
  }
  for (let i = from, k = 0; i < text.length; i++) {
    while (k > 0 && text.charCodeAt(i) !== piece.charCodeAt(k)) {
      k = border[k - 1]!;
      work.steps++;
    }
    if (text.charCodeAt(i) === piece.charCodeAt(k)) k++;
    work.steps++;
    if (k === m) return i - m + 1;
  }
  return -1;
}

const HEX = Array.from({ length: 256 }, (_, b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`);
const UNRESERVED = 1;
const RESERVED = 2;
/** ASCII characters that stand unencoded in a path and query: unreserved (RFC 3986 §2.3) and reserved (§2.2). */
const KIND = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~') KIND[c.charCodeAt(0)] = UNRESERVED;
for (const c of ":/?#[]@!$&'()*+,;=") KIND[c.charCodeAt(0)] = RESERVED;
const hexValue = (c: number) => (c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1);

/**
 * A path (with its query) or a rule's path in one spelling, so that equal
 * URIs compare equal (RFC 9309 §2.2.2, RFC 3986 §6.2.2): characters that are
 * neither unreserved nor reserved are percent-encoded as UTF-8, an encoded
 * unreserved character is decoded, and the hex digits of the other escapes
 * are upper-cased. `*` and `$` stay as written, so a rule's wildcards keep
 * their meaning and `%2A` stays a literal asterisk. Linear in `s`.
 */
export function normalisePath(s: string): string {
  let out = '';
  // The start of the characters kept as written since the last one changed (copied in one slice).
  let kept = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128 && KIND[c]) continue;
    const at = i;
    let spelled: string;
    if (c === 37) {
      const high = hexValue(s.charCodeAt(i + 1));
      const low = high < 0 ? -1 : hexValue(s.charCodeAt(i + 2));
      if (low < 0) continue; // a `%` that starts no escape stays as written
      i += 2;
      const byte = high * 16 + low;
      const decode = byte < 128 && KIND[byte] === UNRESERVED;
      // Already in its one spelling (no lower-case hex digit): kept as written.
      if (!decode && s.charCodeAt(at + 1) < 97 && s.charCodeAt(at + 2) < 97) continue;
      spelled = decode ? String.fromCharCode(byte) : HEX[byte]!;
    } else if (c < 128) {
      spelled = HEX[c]!;
    } else {
      const cp = s.codePointAt(i)!;
      if (cp > 0xffff) i++;
      spelled = utf8Escaped(cp >= 0xd800 && cp <= 0xdfff ? 0xfffd : cp);
    }
    out += s.slice(kept, at) + spelled;
    kept = i + 1;
  }
  return kept === 0 ? s : out + s.slice(kept);
}

/** A code point as percent-encoded UTF-8 (a lone surrogate arrives here as U+FFFD). */
function utf8Escaped(cp: number): string {
  if (cp < 0x800) return HEX[0xc0 | (cp >> 6)]! + HEX[0x80 | (cp & 63)]!;
  if (cp < 0x10000) return HEX[0xe0 | (cp >> 12)]! + HEX[0x80 | ((cp >> 6) & 63)]! + HEX[0x80 | (cp & 63)]!;
  return HEX[0xf0 | (cp >> 18)]! + HEX[0x80 | ((cp >> 12) & 63)]! + HEX[0x80 | ((cp >> 6) & 63)]! + HEX[0x80 | (cp & 63)]!;
}
