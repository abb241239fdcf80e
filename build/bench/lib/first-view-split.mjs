import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotli } from '../browser/report.mjs';
import { markdownTable } from './table.mjs';

const INLINE = 'self.__serviceConsentConfig';

/**
 * Where the first view's bytes go, for each of ours: the served `/c/{uuid}.js` (as the warm-up load captured it)
 * taken apart at the runtime's inlined config (dist/consent.min.js, as the service fills it). Each part is what
 * the script loses in brotli bytes without it: the texts, the stylesheet, the feature pieces before the runtime
 * (blocker, UET, GPP, TCF stub); the runtime is the script with an empty config; the rest of the config is what
 * is left (regions, categories, ids). The TCF chunk, which an eu visitor then loads, is its own file in the notes.
 * @param {Pick<import('../browser/run.mjs').Measured, 'label' | 'files'>[]} entries
 * @param {string} root
 */
export function firstViewSplit(entries, root) {
  const base = readFileSync(join(root, 'dist/consent.min.js'), 'utf8');
  // The build holds INLINE exactly once (build.mjs checks it).
  const [pre = '', post = ''] = base.split(INLINE);
  /** @type {(string | number)[][]} */
  const rows = [];
  for (const e of entries) {
    const file = (e.files ?? []).find((f) => /\/c\/[^/]+\.js/.test(f.url));
    const text = file?.body.toString('utf8');
    const at = text ? text.lastIndexOf(pre) : -1;
    if (!text || at < 0 || !text.endsWith(post)) {
      rows.push([e.label ?? '', 'not measured (no first-view script of this build captured)', '', '', '', '', '']);
      continue;
    }
    const pieces = text.slice(0, at);
    const hint = pieces.startsWith('//#') ? pieces.slice(0, pieces.indexOf('\n') + 1) : '';
    const config = JSON.parse(text.slice(at + pre.length + 1, text.length - post.length - 1));
    /** @type {(p: string, c: object) => Buffer} */
    const script = (p, c) => Buffer.from(`${p}${pre}(${JSON.stringify(c)})${post}`);
    const total = brotli(Buffer.from(text));
    const runtime = brotli(script(hint, {}));
    const texts = total - brotli(script(pieces, { ...config, texts: {} }));
    const css = total - brotli(script(pieces, { ...config, stylesheet: '' }));
    const features = total - brotli(script(hint, config));
    rows.push([e.label ?? '', total, runtime, texts, css, total - runtime - texts - css - features, features]);
  }
  return markdownTable(
    ['first view `/c/{uuid}.js`', 'brotli B', 'runtime', 'texts', 'stylesheet', 'rest of config', 'feature pieces'],
    rows,
  );
}
