/**
 * The language tags of an `Accept-Language` header (RFC 9110 §12.5.4), most
 * preferred first: ordered by `q` (stable for equal weights), without `*`
 * and without tags refused with `q=0`.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header || '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const qp = params.find((p) => p.startsWith('q='));
      const q = qp ? Number(qp.slice(2)) : 1;
      return { tag, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}
