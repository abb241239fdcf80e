import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt (RFC 7914), memory-hard, in node:crypto: N = 2^15 and r = 8 take 32 MiB and about 100 ms a hash here.
// OWASP asks for the work of p = 3 at this N (docs/console.md#sign-in-and-passwords); argon2id would need a native
// package for no better resistance at this cost.
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

import { PASSWORD_MIN } from '../../documents/invitation-page.ts';
import { isCommonPassword } from './common-passwords.ts';
/** Past this, hashing is a way to make the service work, not a password. */
export const PASSWORD_MAX = 256;

function derive(password: string, salt: Buffer, cost: typeof COST): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...cost, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key`: the cost travels with the hash, so a later, higher cost still reads older hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` is the one `stored` was made from; false for anything that is not such a hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Number.isInteger(cost.N) || !Number.isInteger(cost.r) || !Number.isInteger(cost.p)) return false;
  const got = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** A hash of nothing anyone knows: verified when no account matches, so a wrong email costs the time a wrong password does. */
export const DECOY_HASH = hashPassword(randomBytes(16).toString('hex'));

/** Why a new password is refused, in a sentence for the person choosing it; null when it is accepted. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  const lower = password.toLowerCase();
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (local.length >= 4 && lower.includes(local)) return 'Do not use your email address in your password.';
  if (new Set(lower).size < 4) return 'This password repeats too few characters. Choose a longer, less predictable one.';
  if (isCommonPassword(password))
    return 'This is a common password, or one with digits or symbols added. Choose words or characters that are less predictable.';
  return null;
}
