import { Hono } from 'hono';
import { z } from 'zod';
import { parseItem } from '../../api/items.ts';
import { createKeyPair, listKeyPairs, revokeKeyPair } from '../../auth/keys.ts';
import type { ServiceContext } from '../../core/context.ts';
import { type ConsoleEnv, hiddenAsMissing } from '../access/console-env.ts';
import { refusedBody } from './refused-body.ts';

/** What a key pair is for, in the admin's words; the CLI's `--label`. */
const NewKeyPair = z.strictObject({ label: z.string().trim().min(1).max(100) });

/**
 * `/console/api/keys` (admins only, checked in front): the account's live
 * partner key pairs for /v1, which act for the whole account
 * (docs/decisions/partner-api.md#console-keys). The private key is answered
 * once, on create, and never listed.
 */
export function keysScreenRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  const r = new Hono<ConsoleEnv>();

  r.get('/', async (c) => {
    const keys = await listKeyPairs(db, c.get('member').accountId);
    return c.json({
      results: keys
        .filter((k) => !k.revoked_at)
        .map((k) => ({ public_key: k.public_key, label: k.label, created_at: k.created_at })),
    });
  });

  r.post('/', async (c) => {
    const parsed = parseItem(NewKeyPair, await c.req.json().catch(() => null));
    if (!parsed.ok) return refusedBody(c, parsed.errors);
    const pair = await createKeyPair(db, ctx.kek, c.get('member').accountId, undefined, parsed.value.label);
    return c.json({ public_key: pair.publicKey, private_key: pair.privateKey, label: parsed.value.label }, 201);
  });

  r.delete('/:publicKey', async (c) => {
    if (!(await revokeKeyPair(db, c.req.param('publicKey'), c.get('member').accountId))) throw hiddenAsMissing();
    return c.body(null, 204);
  });

  return r;
}
