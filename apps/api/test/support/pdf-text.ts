import { PDFParse } from 'pdf-parse';

/**
 * The text a PDF reader extracts from a document (what a customer or an auditor can search and copy), with
 * line breaks and runs of spaces read as one space, as a reader's search does: wrapped lines still match.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
