import { z } from 'zod';
import { CollaboratorRole, InvitationStatus } from './enums.ts';

export const Collaborator = z.object({
  id: z.string(),
  account_id: z.string(),
  email: z.email(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  invitation_url: z.string().nullable(),
  invitation_status: InvitationStatus,
  role: CollaboratorRole,
  /** Only present for role `editor`. */
  website_ids: z.array(z.string()).optional(),
});
export type Collaborator = z.infer<typeof Collaborator>;

/** One item of POST /v1/collaborators; `website_ids` only for role `editor`, optional (without it, no website yet). */
export const CollaboratorCreate = z.strictObject({
  account_id: z.string().min(1),
  email: z.email().max(254),
  role: CollaboratorRole,
  website_ids: z.array(z.string().min(1)).min(1).max(1000).nullable().optional(),
});
export type CollaboratorCreate = z.infer<typeof CollaboratorCreate>;

/** A collaborator's new role and websites (the console's team screen): the same rules as on create. */
export const CollaboratorRoleChange = CollaboratorCreate.pick({ role: true, website_ids: true });
export type CollaboratorRoleChange = z.infer<typeof CollaboratorRoleChange>;
