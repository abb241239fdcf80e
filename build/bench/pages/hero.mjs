import { crc32, deflateSync } from 'node:zlib';

/**
 * The article's hero: a 1200×525 PNG drawn here (a sky-to-hills landscape with some texture), so the page
 * has a real image that should be its largest contentful paint without shipping a binary in the repository.
 * @param {number} [width]
 * @param {number} [height]
 */
export function heroPng(width = 1200, height = 525) {
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    const hill = (/** @type {number} */ x) => height * 0.62 + 40 * Math.sin(x / 97) + 18 * Math.sin(x / 23);
    for (let x = 0; x < width; x++) {
      // Texture that PNG cannot squeeze away entirely, as a photo's would not be.
      const grain = ((x * 7919 + y * 104729) % 23) - 11;
      const ground = y > hill(x);
      const t = y / height;
      const rgb = ground ? [60 + 40 * t, 110 + 30 * Math.sin(x / 41), 55] : [120 + 90 * t, 170 + 50 * t, 235 - 20 * t];
      rgb.forEach((v, i) => {
        row[1 + x * 3 + i] = Math.max(0, Math.min(255, Math.round(v + grain)));
      });
    }
    rows.push(row);
  }
  /** A PNG chunk: its length, type, data and CRC. */
  const chunk = (/** @type {string} */ type, /** @type {Buffer} */ data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method choice, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
