import { extractText, getDocumentProxy } from 'unpdf';

/**
 * Reads the text back out of a PDF, for assertions: unpdf (Mozilla's PDF.js) decodes the fonts'
 * ToUnicode maps, so ligatures and accented letters read as the letters printed. Pages are joined
 * with a line break; a text run that ends its line ends with one.
 */
export async function extractPdfText(pdf: Uint8Array): Promise<string> {
  // A copy: PDF.js takes over (detaches) the buffer it is given.
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { text } = await extractText(document, { mergePages: true });
    return text;
  } finally {
    await document.destroy();
  }
}
