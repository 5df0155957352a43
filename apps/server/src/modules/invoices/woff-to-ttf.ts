import { inflateSync } from 'node:zlib';

const NAME = 0x6e616d65; // 'name'
const POSTSCRIPT_NAME_ID = 6;

/**
 * Unpacks a WOFF 1.0 font into the plain TrueType/OpenType (sfnt) it wraps, giving it a PostScript
 * name of our own.
 *
 * Why unpack: fontkit reads WOFF, but inflates a table again on every read (every glyph outline
 * inflated the whole glyf table): one Arabic receipt took ~0.7 s. WOFF2 is no way out: fontkit's
 * subsetter breaks on its composite glyphs.
 * Why rename: fontsource splits a font into per-script files that keep the same PostScript name;
 * pdfkit then takes the Arabic and the Latin file for two versions of one font and embeds a fresh
 * copy of the second for every run of text (100+ fonts, 160 kB, in one receipt).
 */
export function woffToTtf(woff: Buffer, postscriptName: string): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 font'); // 'wOFF'
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);

  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : raw;
    if (data.length !== origLength) throw new Error('corrupt WOFF table');
    const tag = woff.readUInt32BE(at);
    return { tag, checksum: woff.readUInt32BE(at + 16), data: tag === NAME ? renamed(data, postscriptName) : data };
  });

  const headerSize = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), headerSize);
  const out = Buffer.alloc(size);

  let pow2 = 1;
  while (pow2 * 2 <= numTables) pow2 *= 2;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(pow2 * 16, 6);
  out.writeUInt16BE(Math.log2(pow2), 8);
  out.writeUInt16BE(numTables * 16 - pow2 * 16, 10);

  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}

/** A copy of a format-0 'name' table whose PostScript name records read `name`. */
function renamed(table: Buffer, name: string): Buffer {
  if (table.readUInt16BE(0) !== 0) throw new Error('unsupported name table format');
  const count = table.readUInt16BE(2);
  const storage = table.readUInt16BE(4);
  const head = Buffer.from(table.subarray(0, 6 + count * 12));
  const strings: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 12;
    const platform = head.readUInt16BE(at);
    const start = storage + head.readUInt16BE(at + 10);
    const text =
      head.readUInt16BE(at + 6) !== POSTSCRIPT_NAME_ID
        ? table.subarray(start, start + head.readUInt16BE(at + 8))
        : platform === 1
          ? Buffer.from(name, 'latin1')
          : Buffer.from(name, 'utf16le').swap16(); // Unicode and Windows platforms: UTF-16BE
    head.writeUInt16BE(text.length, at + 8);
    head.writeUInt16BE(offset, at + 10);
    strings.push(text);
    offset += text.length;
  }
  head.writeUInt16BE(head.length, 4);
  return Buffer.concat([head, ...strings]);
}
