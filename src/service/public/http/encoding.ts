/** Content codings the service sends, best first. */
export type Coding = 'br' | 'gzip';

/**
 * The best coding the client accepts (RFC 9110 §12.5.3): `br`, else `gzip`,
 * else none. A coding listed with `q=0` is refused, and `*` stands for any
 * coding the header does not name.
 */
export function pickCoding(acceptEncoding: string | undefined): Coding | null {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding || '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const qp = params.find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (c: Coding) => q.get(c) ?? q.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((c) => weight(c) > 0).sort((a, b) => weight(b) - weight(a));
  return best[0] ?? null;
}
