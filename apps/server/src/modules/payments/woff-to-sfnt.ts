import { inflateSync } from 'node:zlib';

/**
 * Unwraps a WOFF 1.0 font into the TrueType/OpenType file it wraps (tables inflated with Node's
 * zlib). fontkit can read WOFF itself, but it inflates tables in plain JavaScript on every use,
 * which made each invoice take seconds; the unwrapped font is read directly.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });
  const searchRange = 2 ** Math.floor(Math.log2(tableCount)) * 16;
  const header = Buffer.alloc(12 + tableCount * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(tableCount, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(Math.floor(Math.log2(tableCount)), 8);
  header.writeUInt16BE(tableCount * 16 - searchRange, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(chunks);
}
