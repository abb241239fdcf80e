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
