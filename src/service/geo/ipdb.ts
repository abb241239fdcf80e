import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader } from 'mmdb-lib';

/** What a lookup in an @ip-location-db country database gives; mmdb-lib types only MaxMind's own shapes. */
interface IpLocationDb {
  get(ip: string): { country_code?: unknown } | null;
}

export type CountryLookup = (ip: string) => string | null;

/** The GeoLite2 country database that `@ip-location-db/geolite2-country-mmdb` ships (IPv4 and IPv6). */
export function defaultMmdbPath(): string {
  return createRequire(import.meta.url).resolve('@ip-location-db/geolite2-country-mmdb/geolite2-country.mmdb');
}

/**
 * A country lookup over an mmdb file, opened on first use (reading ~9 MB
 * only when no edge header answers) and only once: a file that cannot be
 * read is reported once and then every lookup answers null.
 */
export function openCountryLookup(path: string, onError: (e: unknown) => void): CountryLookup {
  let reader: IpLocationDb | null | undefined;
  return (ip) => {
    if (reader === undefined) {
      try {
        reader = new Reader(readFileSync(path)) as unknown as IpLocationDb;
      } catch (e) {
        reader = null;
        onError(e);
      }
    }
    const code = reader?.get(ip)?.country_code;
    return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
  };
}
