// Builds the zip an owner uploads (Plugins → Add New → Upload Plugin): dist/consent-service.zip, the plugin folder
// at its root, deflated, with fixed times so that the same files give the same bytes. Run: `node build.mjs [zip path]`.
// Written out (about fifty lines of the ZIP format, APPNOTE 6.3.10 §4.3) rather than a dependency or the `zip` program.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const PLUGIN = 'consent-service';
/** 1980-01-01 00:00 in MS-DOS date and time, the earliest a ZIP can say. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

const locals = [];
const central = [];
let offset = 0;
for (const path of files(join(here, PLUGIN))) {
  const name = Buffer.from(relative(here, path).split('\\').join('/'));
  const data = readFileSync(path);
  const packed = deflateRawSync(data, { level: 9 });
  // Version needed 2.0, UTF-8 names (bit 11), deflate (8).
  const common = [20, 1 << 11, 8, DOS_TIME, DOS_DATE];
  const sizes = [crc32(data), packed.length, data.length];
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  for (const [i, v] of common.entries()) local.writeUInt16LE(v, 4 + i * 2);
  for (const [i, v] of sizes.entries()) local.writeUInt32LE(v >>> 0, 14 + i * 4);
  local.writeUInt16LE(name.length, 26);
  locals.push(local, name, packed);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, 2.0
  for (const [i, v] of common.entries()) entry.writeUInt16LE(v, 6 + i * 2);
  for (const [i, v] of sizes.entries()) entry.writeUInt32LE(v >>> 0, 16 + i * 4);
  entry.writeUInt16LE(name.length, 28);
  entry.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
  entry.writeUInt32LE(offset, 42);
  central.push(entry, name);
  offset += local.length + name.length + packed.length;
}
const directory = Buffer.concat(central);
const end = Buffer.alloc(22);
end.writeUInt32LE(0x06054b50, 0);
end.writeUInt16LE(central.length / 2, 8);
end.writeUInt16LE(central.length / 2, 10);
end.writeUInt32LE(directory.length, 12);
end.writeUInt32LE(offset, 16);
const zip = Buffer.concat([...locals, directory, end]);
const out = resolve(process.argv[2] ?? join(here, 'dist', `${PLUGIN}.zip`));
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, zip);
console.log(`${out}: ${central.length / 2} files, ${zip.length} B`);
