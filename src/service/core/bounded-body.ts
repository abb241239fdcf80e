/** How much of a refused body is still read and thrown away, and for how long, so that the client reads the 413. */
export const DRAIN_BYTES = 8 * 1024 * 1024;
export const DRAIN_MS = 10_000;

/**
 * The request's body, or null when it is larger than `max` bytes.
 *
 * A body declared larger (Content-Length) is refused before it is touched:
 * the answer goes out at once, and Node discards the rest as it arrives (its
 * own dump of an unread request, bounded by the request timeout), so none of
 * it is copied into memory. Reading it through the web stream to drop it
 * kept every byte twice until a collection (Node 20's Readable.toWeb counts
 * chunks, not bytes, against its high-water mark, and copies each one).
 *
 * A body without Content-Length is read and cut off at the limit, so it
 * cannot grow past it in memory; what follows is drained (read and dropped,
 * up to DRAIN_BYTES within DRAIN_MS) before the answer: answering while the
 * client is still sending and then closing resets the connection, and the
 * client sees ECONNRESET instead of the 413. Past those bounds the stream is
 * cancelled (the socket closes).
 */
export async function readBounded(req: Request, max: number): Promise<Uint8Array | null> {
  if (Number(req.headers.get('content-length') ?? '0') > max) return null;
  const reader = req.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const { bytes, over } = await readAtMost(reader, max);
  if (over) {
    await drain(reader);
    return null;
  }
  return bytes;
}

/**
 * The first `max` bytes of a stream, and whether it holds more (`over`): read
 * chunk by chunk and stopped as soon as it passes `max`, so no more than one
 * chunk beyond it is ever in memory. The rest is left in the stream: drained,
 * cancelled or read on by the caller.
 */
export async function readAtMost(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  max: number,
): Promise<{ bytes: Uint8Array; over: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes: Buffer.concat(chunks, size), over: false };
    if (size + value.byteLength > max) {
      chunks.push(value.subarray(0, max - size));
      return { bytes: Buffer.concat(chunks, max), over: true };
    }
    chunks.push(value);
    size += value.byteLength;
  }
}

/** Reads and drops the rest of a body within the drain bounds; cancels it past them. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let left = DRAIN_BYTES;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), DRAIN_MS);
  });
  try {
    while (left > 0) {
      const r = await Promise.race([reader.read(), late]);
      if (r === 'late') break;
      if (r.done) return;
      left -= r.value.byteLength;
    }
    await reader.cancel().catch(() => {});
  } finally {
    clearTimeout(timer);
  }
}
