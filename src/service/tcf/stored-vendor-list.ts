import { VENDOR_LIST_FILE, VendorList, VendorListTranslation } from '../../schema/vendor-list.ts';
import { readVendorListFiles, vendorListStamps } from '../model/vendor-lists.ts';
import type { Queryable } from '../store/db.ts';
import { chineseScript } from './chinese-script.ts';

/** A stored file as this process last read it: `stamp` changes when a refresh stores it again. */
export interface ReadFile<T> {
  body: T | null;
  stamp: string;
}

/** How long a process serves a file it read before it looks for a newer one (a refresh elsewhere shows within it). */
const RECHECK_MS = 60_000;

/**
 * The vendor list and translations this process serves. Each file's stamp
 * is checked at most once a minute, and its body read and parsed again only
 * when a refresh stored it anew (the list is over a megabyte): a refresh
 * stored by a worker reaches every process within a minute.
 */
export function storedVendorList(db: Queryable, now = () => Date.now()) {
  const held = new Map<string, { at: number; file: Promise<ReadFile<unknown>> }>();
  const get = <T>(name: string, parse: (v: unknown) => T): Promise<ReadFile<T>> => {
    const hit = held.get(name);
    if (hit && now() - hit.at < RECHECK_MS) return hit.file as Promise<ReadFile<T>>;
    const file = (async (): Promise<ReadFile<unknown>> => {
      const stamp = (await vendorListStamps(db, [name])).get(name) ?? 'none';
      const before = hit && (await hit.file.catch(() => null));
      if (before && before.stamp === stamp) return before;
      const f = (await readVendorListFiles(db, [name])).get(name);
      if (!f) return { body: null, stamp: 'none' };
      return { body: f.body === null ? null : parse(f.body), stamp: f.fetchedAt.toISOString() };
    })();
    // A failed read is not kept: the next request tries again.
    file.catch(() => held.delete(name));
    held.set(name, { at: now(), file });
    return file as Promise<ReadFile<T>>;
  };
  return {
    /** The vendor list, body null until a refresh has stored one. */
    list: () => get(VENDOR_LIST_FILE, (v) => VendorList.parse(v)),
    /**
     * The IAB's translation for an IAB language (shared/iab-languages.ts); body null where it publishes none, and
     * for English. Chinese only in the visitor's script: `zh-hant` from purposes-zh-hant.json, else from
     * purposes-zh.json when that is Traditional; `zh` from purposes-zh.json when it is Simplified. Neither mixes
     * scripts with the other: English instead.
     */
    async translation(lang: string): Promise<ReadFile<VendorListTranslation>> {
      if (lang.startsWith('en')) return { body: null, stamp: 'en' };
      const file = (name: string) => get(`purposes-${name}`, (v) => VendorListTranslation.parse(v));
      if (lang !== 'zh' && lang !== 'zh-hant') return file(lang);
      const script = lang === 'zh' ? 'hans' : 'hant';
      for (const name of lang === 'zh' ? ['zh'] : ['zh-hant', 'zh']) {
        const f = await file(name);
        if (f.body && chineseScript(JSON.stringify(f.body.purposes)) === script) return f;
      }
      return { body: null, stamp: `none-${script}` };
    },
  };
}
