import type { Language, Region } from '../../schema/enums.ts';
import type { RuntimeConfig } from '../../schema/runtime-config.ts';
import type { V1Context } from '../http/env.ts';
import type { WebsiteHead } from '../model/website-head.ts';
import { composeConfig } from './compose-config.ts';
import { configSource } from './config-source.ts';
import { type StaticFile, staticFile } from './static-files.ts';

/** One website's config for one language and region, composed once per revision, with its encoded answers. */
export interface Composed {
  revision: string;
  config: RuntimeConfig;
  /** The config endpoint's answer, compressed. */
  json: StaticFile;
  /** Answers derived from the config (the first-view script), made on first use and dropped with the entry. */
  derived: Map<string, StaticFile>;
}

const MAX_KEPT = 5000;

/**
 * Composed configs kept in memory by (website, language, region) until the
 * website's revision changes: the database is read only after a change, and
 * each body is compressed (brotli 11, gzip 9) once, not per request.
 */
export function composedConfigs(ctx: V1Context) {
  const kept = new Map<string, Composed>();
  return async (w: WebsiteHead, lang: Language, region: Region | null): Promise<Composed> => {
    const key = `${w.uuid}|${lang}|${region ?? ''}`;
    const hit = kept.get(key);
    if (hit && hit.revision === w.revision) return hit;
    const config = composeConfig(await configSource(ctx.db, w, ctx.config.appUrl), lang, region);
    const entry: Composed = {
      revision: w.revision,
      config,
      json: staticFile('application/json; charset=utf-8', JSON.stringify(config)),
      derived: new Map(),
    };
    kept.delete(key);
    kept.set(key, entry);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
    return entry;
  };
}

export type ComposedConfigs = ReturnType<typeof composedConfigs>;
