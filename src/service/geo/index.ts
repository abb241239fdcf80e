import type { Region } from '../../schema/enums.ts';
import { boundedMemo } from '../../shared/bounded-memo.ts';
import { regionOf } from '../../shared/regions.ts';
import { publicIp } from './ip.ts';
import { defaultMmdbPath, openCountryLookup } from './ipdb.ts';

export interface GeoOptions {
  /** Request header the operator's edge sets to the visitor's country, e.g. `cf-ipcountry`. Unset: no header is trusted. */
  header?: string;
  /** Request header with the subdivision (ISO 3166-2 suffix, `CA`, or full `US-CA`), e.g. `cf-region-code`. Only read with `header`. */
  subdivisionHeader?: string;
  /** mmdb file with `country_code` records; defaults to the one @ip-location-db/geolite2-country-mmdb ships. */
  mmdbPath?: string;
  /** Told once when the mmdb cannot be opened; geo then answers from headers only. */
  onError?: (e: unknown) => void;
}

export interface GeoRequest {
  headers: Pick<Headers, 'get'>;
  /** The client address as the socket (or a trusted proxy setting) gives it. */
  ip: string | null;
}

export interface GeoResult {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  /** ISO 3166-2 subdivision suffix (`CA`); only ever from the operator's edge header. */
  subdivision: string | null;
  /** The region of the runtime: `eu`, `california`, `us`, `global`; null when the country is unknown. */
  region: Region | null;
  source: 'header' | 'ipdb' | 'none';
}

/** The lookup, and the request headers its answers depend on (for `Vary`). */
export type Geo = ((req: GeoRequest) => GeoResult) & { readonly headers: readonly string[] };

const NONE: GeoResult = { country: null, subdivision: null, region: null, source: 'none' };

/**
 * Where a visitor is, for the runtime's region. The edge header is trusted
 * only when the operator named it: anyone can send any header, so an
 * unnamed one must never decide (a visitor could otherwise pick a laxer region).
 */
export function createGeo(options: GeoOptions = {}): Geo {
  const header = options.header?.trim().toLowerCase() || null;
  const subdivisionHeader = options.subdivisionHeader?.trim().toLowerCase() || null;
  // Looked up once per address while it keeps coming back: a first view and its revalidations ask each time.
  const lookup = boundedMemo(openCountryLookup(options.mmdbPath ?? defaultMmdbPath(), options.onError ?? (() => {})), 10_000);

  const find = ({ headers, ip }: GeoRequest): GeoResult => {
    if (header) {
      const country = countryCode(headers.get(header));
      if (country) {
        const subdivision = subdivisionHeader ? subdivisionCode(headers.get(subdivisionHeader), country) : null;
        return { country, subdivision, region: regionOf(country, subdivision), source: 'header' };
      }
    }
    const address = publicIp(ip);
    const country = address ? lookup(address) : null;
    return country ? { country, subdivision: null, region: regionOf(country), source: 'ipdb' } : NONE;
  };
  return Object.assign(find, { headers: header ? [header, ...(subdivisionHeader ? [subdivisionHeader] : [])] : [] });
}

/** A real country code; edges send `XX` (unknown) and `T1` (Tor), which say nothing about the law that applies. */
function countryCode(value: string | null): string | null {
  const c = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(c) && c !== 'XX' && c !== 'T1' ? c : null;
}

function subdivisionCode(value: string | null, country: string): string | null {
  const s =
    value
      ?.trim()
      .toUpperCase()
      .replace(new RegExp(`^${country}-`), '') ?? '';
  return /^[A-Z0-9]{1,3}$/.test(s) ? s : null;
}
