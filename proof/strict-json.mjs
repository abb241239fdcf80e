// JSON.parse keeps the last of two equal keys without a word: an export with a
// record's `granted` twice would show one value to the verifier and the other
// to a reader of the file. This parser reads JSON (RFC 8259) as JSON.parse
// does but refuses a duplicate key, saying where.

const WS = /[ \t\n\r]*/y;
// A string's extent; JSON.parse then refuses what JSON does not allow in it (control characters, bad escapes).
const STRING = /"(?:[^"\\]|\\.)*"/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;

/**
 * JSON text as a value; throws on anything JSON.parse throws on, and on an object with one key twice.
 * @param {string} text
 * @returns {unknown}
 */
export function parseJsonStrict(text) {
  let at = 0;
  /** @param {string} what @returns {never} */
  const fail = (what) => {
    throw new SyntaxError(`${what} at offset ${at} of the JSON`);
  };
  const skip = () => {
    WS.lastIndex = at;
    WS.exec(text);
    at = WS.lastIndex;
  };
  /** @param {RegExp} re */
  const token = (re) => {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return null;
    at = re.lastIndex;
    return m[0];
  };
  /** @param {string} c */
  const eat = (c) => {
    skip();
    if (text[at] !== c) return false;
    at++;
    return true;
  };
  /** @returns {unknown} */
  const value = () => {
    skip();
    const c = text[at];
    if (c === '{') {
      at++;
      /** @type {Record<string, unknown>} */
      const o = {};
      if (eat('}')) return o;
      do {
        skip();
        const raw = token(STRING);
        if (raw === null) fail('expected a key');
        const key = JSON.parse(/** @type {string} */ (raw));
        if (Object.hasOwn(o, key)) fail(`duplicate key ${JSON.stringify(key)}`);
        if (!eat(':')) fail('expected ":"');
        // defineProperty: a key "__proto__" is data, as JSON.parse makes it.
        Object.defineProperty(o, key, { value: value(), enumerable: true, writable: true, configurable: true });
      } while (eat(','));
      if (!eat('}')) fail('expected "," or "}"');
      return o;
    }
    if (c === '[') {
      at++;
      /** @type {unknown[]} */
      const a = [];
      if (eat(']')) return a;
      do a.push(value());
      while (eat(','));
      if (!eat(']')) fail('expected "," or "]"');
      return a;
    }
    const raw = token(STRING) ?? token(NUMBER) ?? token(LITERAL);
    if (raw === null) fail('expected a value');
    return JSON.parse(/** @type {string} */ (raw));
  };
  const out = value();
  skip();
  if (at < text.length) fail('unexpected text after the value');
  return out;
}
