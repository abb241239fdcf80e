import { deserialize, serialize } from 'node:v8';

/**
 * The most one message between a service and its worker may take: a
 * banner's screenshots are the largest (a few hundred KB each, at most
 * 8 MB each and four usually). The reader refuses a longer one from its
 * announced length, before it has buffered any of it.
 */
export const MAX_MESSAGE_BYTES = 32 * 1024 * 1024;

/** One message on the wire: its length in 4 bytes, then its V8 serialization (typed arrays and all). */
export function frame(message: unknown): Buffer {
  const body = serialize(message);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  return Buffer.concat([head, body]);
}

/**
 * Reads framed messages from a stream's chunks: `onMessage` for each whole
 * one, and `onFault` once — after which nothing more is read — for a
 * message announced longer than `maxBytes` or one that does not decode.
 * Node's own IPC buffers a message of any size before its handler runs (a
 * 300 MB one stalled a service 6.4 s); this holds at most `maxBytes`.
 */
export function frameReader(o: { maxBytes: number; onMessage(m: unknown): void; onFault(reason: string): void }) {
  let buffered: Buffer[] = [];
  let size = 0;
  let failed = false;
  const fault = (reason: string) => {
    failed = true;
    buffered = [];
    o.onFault(reason);
  };
  return (chunk: Buffer) => {
    if (failed) return;
    buffered.push(chunk);
    size += chunk.length;
    while (!failed && size >= 4) {
      if (buffered[0]!.length < 4) buffered = [Buffer.concat(buffered)];
      const length = buffered[0]!.readUInt32BE(0);
      if (length > o.maxBytes) return fault(`a message of ${length} bytes, over ${o.maxBytes}`);
      // Joined only once whole: a large message arrives in many chunks.
      if (size < 4 + length) return;
      const all = buffered.length === 1 ? buffered[0]! : Buffer.concat(buffered, size);
      let message: unknown;
      try {
        message = deserialize(all.subarray(4, 4 + length));
      } catch {
        return fault('a message that does not decode');
      }
      const rest = all.subarray(4 + length);
      buffered = rest.length ? [rest] : [];
      size = rest.length;
      o.onMessage(message);
    }
  };
}
