import { randomBytes, randomUUID } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Random lower-case base-36 string; 20 characters carry ~103 bits. */
export function randomId(length = 20): string {
  const buf = randomBytes(length);
  let out = '';
  for (const b of buf) out += ALPHABET[b % 36];
  return out;
}

export const newId = (prefix: 'web' | 'ck' | 'cct' | 'col' | 'wk' | 'pk' | 'rpt' | 'job'): string => `${prefix}_${randomId()}`;
export const newUuid = (): string => randomUUID();
