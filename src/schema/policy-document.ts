import { z } from 'zod';

/** A policy document as `documents/preview` returns it. */
export const PolicyDocument = z.object({
  account_id: z.string(),
  website_id: z.string(),
  id: z.string().regex(/^doc_[0-9a-f-]{36}$/),
  name: z.string(),
  document: z.string(),
  code_snippet: z.string().nullable(),
});
export type PolicyDocument = z.infer<typeof PolicyDocument>;
