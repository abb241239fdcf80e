import { z } from 'zod';
import { ScanPeriod } from './enums.ts';
import { isSingleLine, LIMITS, SINGLE_LINE } from './limits.ts';

export const Company = z
  .object({
    legal_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    fax: z.string().nullable(),
    address: z.string().nullable(),
    zip: z.string().nullable(),
    state: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    // Extension fields for the cookie policy's legal rows (docs/decisions/policies.md#company-extension-fields);
    // each is optional and the policy says something true without it.
    dpo_contact: z.string().nullable(),
    supervisory_authority: z.string().nullable(),
    personal_information_categories: z.string().nullable(),
  })
  .partial();
export type Company = z.infer<typeof Company>;

export const CodeSnippet = z.object({ banner: z.string(), cookie_preference_button: z.string() });

/** A website as the partner API returns it (spec: Website). */
export const Website = z.object({
  account_id: z.string(),
  id: z.string(),
  name: z.string().nullable(),
  url: z.string(),
  uuid: z.uuid(),
  page_views: z.number().int(),
  scan_period: ScanPeriod,
  report: z.object({ id: z.string(), created_at: z.string() }).nullable(),
  subdomains: z.array(z.string()),
  additional_scan_urls: z.array(z.string()),
  cookie_count: z.number().int(),
  cookie_policy_document_id: z.string(),
  unclassified_cookie_count: z.number().int(),
  company: Company,
  consent_count: z.number().int(),
  code_snippet: CodeSnippet,
  api_key: z.string(),
  allowed_policy_embed_options: z.array(z.string()),
});
export type Website = z.infer<typeof Website>;

/**
 * An http(s) URL; blank or missing gets the spec's "can't be blank", any other
 * failure says what is wrong (a wrong type, too long). A tab or line break is
 * refused, not dropped as the URL parser would.
 */
export const HttpUrl = z
  .string({ error: (issue) => (issue.input === undefined ? "can't be blank" : undefined) })
  .max(LIMITS.url)
  .superRefine((v, ctx) => {
    if (v.trim() === '') return void ctx.addIssue({ code: 'custom', message: "can't be blank" });
    if (v.length > LIMITS.url) return;
    if (!isSingleLine(v)) return void ctx.addIssue({ code: 'custom', message: SINGLE_LINE });
    let ok = false;
    try {
      const u = new URL(v);
      ok = (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
    } catch {
      /* not a URL */
    }
    if (!ok) ctx.addIssue({ code: 'custom', message: 'must be a URL with an http or https scheme' });
  });

/** A URL written without its scheme (`example.com/shop`): read as https (docs/decisions/partner-api.md#a-bare-host-is-read-as-https). */
export const isBareHost = (v: string) => !/^[a-z][a-z0-9+.-]*:/i.test(v.trim()) && !v.trim().startsWith('/');

/** `url` on create: an http(s) URL, or a bare host that the service reads as `https://` and says so. */
export const SiteUrl = z
  .string({ error: (issue) => (issue.input === undefined ? "can't be blank" : undefined) })
  .max(LIMITS.url)
  .superRefine((v, ctx) => {
    if (v.length > LIMITS.url) return;
    const read = HttpUrl.safeParse(v.trim() && isBareHost(v) ? `https://${v.trim()}` : v);
    for (const issue of read.success ? [] : read.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  });

const companyField = z.string().max(500).nullable().optional();
/** `company` on input: every field optional; on update only the fields sent change. */
export const CompanyInput = z.strictObject({
  legal_name: companyField,
  email: companyField,
  phone: companyField,
  fax: companyField,
  address: companyField,
  zip: companyField,
  state: companyField,
  city: companyField,
  country: companyField,
  dpo_contact: companyField,
  supervisory_authority: companyField,
  personal_information_categories: companyField,
});

/** Website fields a partner may send back unchanged from a response; they are ignored on input. */
export const WEBSITE_READ_ONLY = [
  'uuid',
  'page_views',
  'report',
  'cookie_count',
  'cookie_policy_document_id',
  'unclassified_cookie_count',
  'consent_count',
  'code_snippet',
  'api_key',
  'allowed_policy_embed_options',
  '_idx',
] as const;

/** One item of POST /v1/websites. */
export const WebsiteCreate = z.strictObject({
  account_id: z.string().min(1),
  name: z.string().trim().max(LIMITS.websiteName).refine(isSingleLine, SINGLE_LINE).nullable().optional(),
  url: SiteUrl,
  scan_period: ScanPeriod.optional(),
  subdomains: z.array(HttpUrl).max(100).nullable().optional(),
  additional_scan_urls: z.array(HttpUrl).max(100).nullable().optional(),
  company: CompanyInput.nullable().optional(),
});
export type WebsiteCreate = z.infer<typeof WebsiteCreate>;

/** One item of PUT /v1/websites: `id` plus any fields to change. */
export const WebsiteUpdate = WebsiteCreate.extend({ id: z.string().min(1), url: HttpUrl.optional() });
export type WebsiteUpdate = z.infer<typeof WebsiteUpdate>;
