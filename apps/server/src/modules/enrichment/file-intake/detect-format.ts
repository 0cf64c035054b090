import { looksBinary, notATable, olderExcelFile, zipNotWorkbook } from './file-intake.errors.ts';

/** The text encodings a CSV is read in; anything else is decoded into UTF-8 before parsing. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type DetectedFormat = { format: 'xlsx' } | { format: 'csv'; encoding: TextEncoding };

const startsWith = (head: Buffer, bytes: readonly number[]) => bytes.every((byte, index) => head[index] === byte);

const zipEntry = [0x50, 0x4b, 0x03, 0x04];
const otherZipRecords = [
  [0x50, 0x4b, 0x05, 0x06],
  [0x50, 0x4b, 0x07, 0x08],
];
/** Compound File Binary: `.xls`, and also what Excel wraps a password-protected `.xlsx` in. */
const compoundFile = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
const utf8Bom = [0xef, 0xbb, 0xbf];
const utf16LeBom = [0xff, 0xfe];
const utf16BeBom = [0xfe, 0xff];

/**
 * Control characters no text file holds (tab, line feed, form feed, carriage return and the old
 * end-of-file mark 0x1a excepted). Above this share of the head's bytes the file is taken for binary.
 */
const maxControlShare = 0.01;
/** Above this share of undecodable characters, the head is not text in any encoding we read. */
const maxInvalidShare = 0.3;

function isControl(byte: number): boolean {
  return (
    (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d && byte !== 0x1a) || byte === 0x7f
  );
}

/**
 * The file's format from its first bytes, never from its name: an XLSX is a zip (`PK\x03\x04`),
 * anything else must be text. A head with NUL bytes or many control characters is a binary file
 * (an image, a PDF, a program renamed `.csv`); text that is not UTF-8 is read as Windows-1252, the
 * encoding Excel on Windows saves "CSV" in, unless so much of it is undecodable that it is binary.
 */
export function detectFormat(head: Buffer, isWhole: boolean, fileName: string): DetectedFormat {
  if (startsWith(head, zipEntry)) return { format: 'xlsx' };
  if (otherZipRecords.some((record) => startsWith(head, record))) throw zipNotWorkbook(fileName);
  if (startsWith(head, compoundFile)) throw olderExcelFile(fileName);
  if (startsWith(head, pdf)) throw looksBinary(fileName);
  if (startsWith(head, utf8Bom)) return textFormat(head.subarray(3), isWhole, fileName, 'utf-8');
  if (startsWith(head, utf16LeBom)) return { format: 'csv', encoding: 'utf-16le' };
  if (startsWith(head, utf16BeBom)) return { format: 'csv', encoding: 'utf-16be' };
  return textFormat(head, isWhole, fileName, undefined);
}

function textFormat(
  bytes: Buffer,
  isWhole: boolean,
  fileName: string,
  declared: TextEncoding | undefined,
): DetectedFormat {
  let controls = 0;
  for (const byte of bytes) {
    if (byte === 0) throw looksBinary(fileName);
    if (isControl(byte)) controls += 1;
  }
  if (controls > bytes.length * maxControlShare) throw looksBinary(fileName);

  // `stream: true` holds back a character cut in two at the end of the head instead of flagging it.
  const text = new TextDecoder('utf-8').decode(bytes, { stream: !isWhole });
  let invalid = 0;
  for (let index = text.indexOf('\uFFFD'); index !== -1; index = text.indexOf('\uFFFD', index + 1)) invalid += 1;
  if (invalid > text.length * maxInvalidShare) throw looksBinary(fileName);

  const start = text.trimStart().slice(0, 20).toLowerCase();
  if (start.startsWith('<!doctype') || start.startsWith('<html')) throw notATable(fileName, 'a web page');
  if (start.startsWith('<?xml')) throw notATable(fileName, 'an XML document');
  if (start.startsWith('{\\rtf')) throw notATable(fileName, 'a formatted text document');

  if (invalid === 0 || declared) return { format: 'csv', encoding: declared ?? 'utf-8' };
  return { format: 'csv', encoding: 'windows-1252' };
}
