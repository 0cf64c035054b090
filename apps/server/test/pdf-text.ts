import { inflateSync } from 'node:zlib';

/**
 * Reads the text back out of a PDF written by pdfkit with embedded fonts, for assertions. pdfkit
 * writes text as hex glyph ids of a font subset (Identity-H) and adds a ToUnicode CMap per font;
 * this inflates the streams, builds each font's glyph → text map from its CMap, follows `Tf`
 * font switches in the page content and decodes every `Tj`/`TJ`. Not a general PDF parser:
 * enough for the files our invoice renderer makes.
 */

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

/**
 * Every object with its dictionary and (inflated) stream. Streams are cut by their `/Length`, never
 * by searching for `endstream`/`endobj`, which compressed bytes can contain by chance.
 */
function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  let match = header.exec(text);
  while (match) {
    const bodyStart = match.index + match[0].length;
    const streamAt = text.indexOf('stream', bodyStart);
    const endAt = text.indexOf('endobj', bodyStart);
    if (streamAt === -1 || (endAt !== -1 && endAt < streamAt)) {
      objects.set(Number(match[1]), { dictionary: text.slice(bodyStart, endAt), stream: null });
      header.lastIndex = endAt + 'endobj'.length;
    } else {
      const dictionary = text.slice(bodyStart, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? Number.NaN);
      if (!Number.isInteger(length)) throw new Error(`object ${match[1]} has a stream without a direct /Length`);
      let dataStart = streamAt + 'stream'.length;
      if (text[dataStart] === '\r') dataStart += 1;
      if (text[dataStart] === '\n') dataStart += 1;
      let data: Buffer = pdf.subarray(dataStart, dataStart + length);
      if (dictionary.includes('/FlateDecode')) data = inflateSync(data);
      objects.set(Number(match[1]), { dictionary, stream: data });
      header.lastIndex = dataStart + length;
    }
    match = header.exec(text);
  }
  return objects;
}

function utf16Hex(hex: string): string {
  const units: number[] = [];
  for (let index = 0; index + 4 <= hex.length; index += 4) units.push(Number.parseInt(hex.slice(index, index + 4), 16));
  return String.fromCharCode(...units);
}

/** glyph id → text, from a ToUnicode CMap's bfchar and bfrange sections. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of (section[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(Number.parseInt(code ?? '0', 16), utf16Hex(unicode ?? ''));
    }
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = (section[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g);
    for (const [, start, end, target] of ranges) {
      const first = Number.parseInt(start ?? '0', 16);
      const last = Number.parseInt(end ?? '0', 16);
      if (target?.startsWith('[')) {
        // One entry per glyph, in order; a ligature's entry holds several code units (`<0066 006c>` for
        // "fl") and must keep its place, or every later glyph of the subset reads as the wrong letter.
        [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((item, offset) => {
          map.set(first + offset, utf16Hex((item[1] ?? '').replace(/\s+/g, '')));
        });
      } else {
        const base = Number.parseInt((target ?? '<0>').slice(1, -1), 16);
        for (let code = first; code <= last; code += 1) map.set(code, String.fromCodePoint(base + code - first));
      }
    }
  }
  return map;
}

/** The text of every page, one line per text-showing operator. */
export function extractPdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const fontMaps = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    for (const [, name, reference] of object.dictionary.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(reference));
      const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(font?.dictionary ?? '')?.[1];
      const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : null;
      if (name && cmap) fontMaps.set(name, parseToUnicode(cmap.toString('latin1')));
    }
  }
  const lines: string[] = [];
  for (const object of objects.values()) {
    if (!object.stream || !/\bT[jJ]\b/.test(object.stream.toString('latin1'))) continue;
    const content = object.stream.toString('latin1');
    let current = new Map<number, string>();
    const tokens = /\/(F\d+)\s+[\d.]+\s+Tf|(\[(?:[^\]]*)\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g;
    for (const [, fontName, shown] of content.matchAll(tokens)) {
      if (fontName) {
        current = fontMaps.get(fontName) ?? new Map();
        continue;
      }
      let line = '';
      for (const [, hex] of (shown ?? '').matchAll(/<([0-9a-fA-F]*)>/g)) {
        for (let index = 0; index + 4 <= (hex ?? '').length; index += 4) {
          line += current.get(Number.parseInt((hex ?? '').slice(index, index + 4), 16)) ?? '\uFFFD';
        }
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
