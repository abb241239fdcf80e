import { Hono } from 'hono';
import { z } from 'zod';
import { type Collaborator, CollaboratorCreate } from '../../schema/collaborator.ts';
import { checkAccount, eachCriterion, eachItem } from '../http/batch.ts';
import type { V1Context, V1Env } from '../http/env.ts';
import { entry, notFound, validationError, withoutReadOnly, zodEntries } from '../http/items.ts';
import { listOwned } from '../http/owned-list.ts';
import { checkParams, readBody } from '../http/request.ts';
import { newId, randomId } from '../ids.ts';

const DeleteCriterion = z.strictObject({ account_id: z.string(), id: z.string().min(1) });
const READ_ONLY = ['_idx', 'id', 'first_name', 'last_name', 'invitation_url', 'invitation_status'];

interface Row {
  id: string;
  account_id: string;
  email: string;
  role: Collaborator['role'];
  website_ids: string[] | null;
  first_name: string | null;
  last_name: string | null;
  invitation_token: string | null;
  invitation_status: Collaborator['invitation_status'];
}
const SELECT =
  'SELECT id, account_id, email, role, website_ids, first_name, last_name, invitation_token, invitation_status FROM collaborators';

/** /v1/collaborators: GET, POST, DELETE (spec: Collaborators). */
export function collaboratorRoutes(ctx: V1Context) {
  const { db } = ctx;
  const r = new Hono<V1Env>();
  const view = (row: Row): Collaborator => ({
    id: row.id,
    account_id: row.account_id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    invitation_url:
      row.invitation_status === 'pending' && row.invitation_token
        ? `${ctx.config.appUrl}/invitations/${row.invitation_token}`
        : null,
    invitation_status: row.invitation_status,
    role: row.role,
    ...(row.role === 'editor' ? { website_ids: row.website_ids ?? [] } : {}),
  });

  r.post('/collaborators', async (c) => {
    checkParams(c, []);
    const account = c.get('account');
    return c.json(
      await eachItem(readBody(c, ctx.limits), async (item, idx) => {
        const denied = checkAccount(c, item, idx);
        if (denied) return denied;
        const parsed = CollaboratorCreate.safeParse(withoutReadOnly(item, READ_ONLY));
        if (!parsed.success) return validationError(idx, { account_id: item.account_id }, zodEntries(parsed.error));
        const d = parsed.data;
        const ids = d.website_ids ?? null;
        if (d.role === 'admin' && ids)
          return validationError(idx, { account_id: account }, [
            entry('website_ids', 'only an editor has website_ids; an admin reaches every website', 'not_allowed'),
          ]);
        if (d.role === 'editor' && !ids)
          return validationError(idx, { account_id: account }, [
            entry('website_ids', 'an editor needs one or more website ids', 'required'),
          ]);
        if (ids) {
          const found = new Set(
            (
              await db.query<{ id: string }>('SELECT id FROM websites WHERE account_id = $1 AND id = ANY($2::text[])', [
                account,
                ids,
              ])
            ).map((r) => r.id),
          );
          const missing = ids.find((w) => !found.has(w));
          if (missing)
            return validationError(idx, { account_id: account }, [
              entry('website_ids', `website ${missing} does not exist`, 'not_found'),
            ]);
        }
        const row: Row = {
          id: newId('col'),
          account_id: account,
          email: d.email,
          role: d.role,
          website_ids: ids,
          first_name: null,
          last_name: null,
          invitation_token: randomId(32),
          invitation_status: 'pending',
        };
        // The unique index on (account, lower(email)) decides, so two requests racing for one email cannot both win.
        const inserted = await db.query(
          'INSERT INTO collaborators (id, account_id, email, role, website_ids, invitation_token) VALUES ($1, $2, $3, $4, $5::jsonb, $6) ON CONFLICT DO NOTHING RETURNING id',
          [row.id, account, row.email, row.role, ids ? JSON.stringify(ids) : null, row.invitation_token],
        );
        if (!inserted.length)
          return validationError(idx, { account_id: account }, [entry('email', 'is already in use', 'email_in_use')]);
        return { ...view(row), _idx: idx };
      }),
    );
  });

  r.delete('/collaborators', async (c) =>
    c.json(
      await eachCriterion(c, ctx, DeleteCriterion, async ({ id }, idx) => {
        const account = c.get('account');
        const rows = await db.query('DELETE FROM collaborators WHERE account_id = $1 AND id = $2 RETURNING id', [account, id]);
        return rows.length ? { account_id: account, id, _idx: idx } : notFound(idx, { account_id: account, id });
      }),
    ),
  );

  r.get('/collaborators', (c) =>
    listOwned<Row>(c, ctx, 'collaborators', { select: SELECT, account: 'account_id', id: 'id' }, view),
  );

  return r;
}
