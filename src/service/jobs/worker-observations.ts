import { z } from 'zod';
import { TrackerType } from '../../schema/enums.ts';
import { LIMITS, line } from '../../schema/limits.ts';
import { HttpUrl } from '../../schema/website.ts';
import type { Finding, Observed } from '../model/scan-results.ts';

/** Findings one scan may hand in: a page's caps (scan/caps.ts) are 3,000, and a scan merges its pages' by identity. */
const MAX_FINDINGS = 20_000;

/** A script or frame that set a finding: kept when it is an http(s) URL, else (about:blank, data:) not named. */
const Initiator = z
  .unknown()
  .transform((v) => (HttpUrl.safeParse(v).success ? (v as string) : null))
  .nullable();

/**
 * One finding as a worker may report it: what the browser saw, within the
 * /v1 API's sizes for a cookie, and nothing more. No category, service or
 * description: the worker runs scanned pages, so the service classifies what
 * it saw (`finishScan`) rather than take its word.
 */
const WorkerFinding = z.strictObject({
  name: line(LIMITS.cookieName),
  domain: line(LIMITS.cookieDomain).nullable(),
  url: HttpUrl.nullable(),
  value: z.string().max(LIMITS.cookieValue).nullable(),
  trackerType: TrackerType,
  lifetime: z
    .string()
    .regex(/^\d{1,12}$/)
    .nullable(),
  initiator: Initiator,
  country: line(64).nullable(),
  afterConsent: z.boolean().optional(),
});

const WorkerObserved = z.strictObject({
  pagesDone: z.number().int().min(0).max(100_000),
  domains: z.array(line(LIMITS.cookieDomain)).max(10_000),
  consentBanner: z.boolean(),
  categories: z.boolean(),
  preferences: z.boolean(),
  tools: z.array(line(LIMITS.cookieShort)).max(100),
  notes: z.array(z.string().max(2_000)).max(100),
});

/**
 * What a worker's `finish` hands in, checked as the API checks a partner's
 * cookies (lengths, single lines, http(s) URLs): a worker returns
 * observations, not conclusions (docs/decisions/scans.md#worker-processes).
 * Throws, naming the first fault, on anything else: the scan then fails
 * rather than store what a subverted worker made up.
 */
export function workerObservations(findings: unknown, observed: unknown): { findings: Finding[]; observed: Observed } {
  const f = z.array(WorkerFinding).max(MAX_FINDINGS).safeParse(findings);
  if (!f.success) throw new Error(`a worker's findings were refused: ${z.prettifyError(f.error).slice(0, 500)}`);
  const o = WorkerObserved.safeParse(observed);
  if (!o.success) throw new Error(`a worker's observations were refused: ${z.prettifyError(o.error).slice(0, 500)}`);
  return { findings: f.data, observed: o.data };
}
