import { Hono } from 'hono';
import { z } from 'zod';
import { CollaboratorCreate } from '../../schema/collaborator.ts';
import { batchDelete, batchWrite } from '../api/batch.ts';
import { entry, notFound, validationError } from '../api/items.ts';
import { listOwned } from '../api/owned-list.ts';
import type { V1Env } from '../api/v1-env.ts';
import type { ServiceContext } from '../core/context.ts';
import {
  COLLABORATOR_TABLE,
  type CollaboratorRow,
  deleteCollaborator,
  inviteCollaborator,
  toCollaborator,
} from '../model/collaborators.ts';
import { roleProblem } from '../model/team.ts';

const DeleteCriterion = z.strictObject({ account_id: z.string(), id: z.string().min(1) });
const READ_ONLY = ['_idx', 'id', 'first_name', 'last_name', 'invitation_url', 'invitation_status'];

/** /v1/collaborators: GET, POST, DELETE (spec: Collaborators). */
export function collaboratorRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  const r = new Hono<V1Env>();
  const view = (row: CollaboratorRow) => toCollaborator(row, ctx.settings.appUrl);

  r.post(
    '/collaborators',
    batchWrite(ctx, {
      schema: CollaboratorCreate,
      readOnly: READ_ONLY,
      write: async (d, { account, idx }) => {
        const invalid = (field: string, message: string, code: string) =>
          validationError(idx, { account_id: account }, [entry(field, message, code)]);
        const problem = await roleProblem(db, account, d);
        if (problem) return invalid(problem.field, problem.message, problem.code);
        const row = await inviteCollaborator(db, account, d, ctx.now());
        return row ? { ...view(row), _idx: idx } : invalid('email', 'is already in use', 'email_in_use');
      },
    }),
  );

  r.delete(
    '/collaborators',
    batchDelete(ctx, DeleteCriterion, async ({ id }, { account, idx }) =>
      (await deleteCollaborator(db, account, id))
        ? { account_id: account, id, _idx: idx }
        : notFound(idx, { account_id: account, id }),
    ),
  );

  r.get('/collaborators', (c) => listOwned<CollaboratorRow>(c, ctx, 'collaborators', COLLABORATOR_TABLE, view));

  return r;
}
