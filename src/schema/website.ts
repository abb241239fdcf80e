import { z } from 'zod';
import { ScanPeriod } from './enums.ts';

export const Company = z.object({
  legal_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
}).partial();
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
