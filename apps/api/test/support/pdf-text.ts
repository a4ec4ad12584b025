import { PDFParse } from 'pdf-parse';

/** The text a PDF reader extracts from a document (what a customer or an auditor can search and copy). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
