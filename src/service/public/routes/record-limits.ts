import type { ServiceContext } from '../../core/context.ts';
import { RequestError } from '../../core/errors.ts';
import { type RateLimiter, rateLimiter, unlimited } from '../../core/rate-limiter.ts';
import { addressKey } from '../page-views/page-view-rule.ts';
import { anonymizeIp } from '../records/anonymize-ip.ts';

/** Decisions per minute from one address (an IPv6 address by its /64) for one website: generous for a person, a wall for a script. */
export const RECORDS_PER_MINUTE = 30;
/** Decisions per minute from one network (/24, /48) for one website: an office's or a carrier NAT's people together. */
export const RECORDS_PER_NETWORK_PER_MINUTE = 60;
/** An address's first decisions a minute pass its network's bound: a visitor next to a flooding neighbour still records. */
export const RECORDS_RESERVED_PER_ADDRESS = 1;
/** A network's first decisions a minute pass the website's bound: a flood from elsewhere cannot lock this network out. */
export const RECORDS_RESERVED_PER_NETWORK = 5;

/** Checks a record against its rate limits; throws 429 `rate_limited` when one refuses it. */
export type RecordLimits = (websiteId: string, ip: string | null) => Promise<void>;

/**
 * The rate limits of consent records
 * (docs/decisions/public-endpoints.md#consent-record-limits), nested so that
 * no one source can spend another's share: per address, per network (the
 * /24 or /48 the proof keeps) and per website. A network's first few records
 * a minute pass the website's bound, and an address's first passes its
 * network's; they still count against those bounds. So a flood from many
 * addresses of one network takes that network's share only, and a flood from
 * many networks leaves every other network its first records of the minute:
 * a real visitor, who decides once, gets through either way. The website's
 * bound then holds within `consentsPerWebsitePerMinute` + the reserves of the
 * networks that sent that minute.
 */
export function recordLimits(ctx: ServiceContext): RecordLimits {
  const off = ctx.settings.rateLimits === false;
  const limiter = (perMinute: number): RateLimiter => (off ? unlimited : rateLimiter(ctx.db, perMinute, ctx.now));
  const perWebsiteMax = ctx.limits.consentsPerWebsitePerMinute;
  const perAddress = limiter(RECORDS_PER_MINUTE);
  const addressReserve = limiter(RECORDS_RESERVED_PER_ADDRESS);
  const perNetwork = limiter(RECORDS_PER_NETWORK_PER_MINUTE);
  const networkReserve = limiter(RECORDS_RESERVED_PER_NETWORK);
  const perWebsite = limiter(perWebsiteMax);
  const limited = (message: string, wait: number) =>
    new RequestError(429, 'rate_limited', `${message}; retry in ${wait} s`, { 'Retry-After': String(wait) });

  return async (websiteId, ip) => {
    const address = `${websiteId}|${addressKey(ip)}`;
    const network = `${websiteId}|${anonymizeIp(ip) ?? ''}`;
    const waitAddress = await perAddress(`consents:${address}`);
    if (waitAddress) throw limited('too many records from this address', waitAddress);
    // Each bound is asked even when a reserve lets the record pass, so that the record counts against it.
    const addressFirst = (await addressReserve(`consents-first:${address}`)) === 0;
    const waitNetwork = await perNetwork(`consents-network:${network}`);
    if (waitNetwork && !addressFirst) throw limited('too many records from this network', waitNetwork);
    const networkFirst = (await networkReserve(`consents-network-first:${network}`)) === 0;
    const waitWebsite = await perWebsite(`consents-website:${websiteId}`);
    if (waitWebsite && !networkFirst) throw limited(`more than ${perWebsiteMax} records a minute for this website`, waitWebsite);
  };
}
