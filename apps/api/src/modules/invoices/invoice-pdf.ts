import PDFDocument from 'pdfkit';
import type { TaxSplit } from './gst.js';
import { drawClosing } from './invoice-pdf-closing.js';
import { drawItems } from './invoice-pdf-items.js';
import { decoration, FONTS, MUTED, PAGE_MARGIN, type Pdf, RULE, SIZE, type Struct, tagged } from './invoice-pdf-kit.js';
import { drawLetterhead } from './invoice-pdf-letterhead.js';
import { drawParties } from './invoice-pdf-parties.js';

export interface InvoiceDocument {
  kind: 'invoice' | 'credit-note';
  number: string;
  date: Date;
  /** For a credit note: the invoice it reverses. */
  againstInvoice?: { number: string; date: Date };
  /** The look: the wordmark and tagline beside the logo mark, drawn in the accent colour. */
  brand: { name: string; tagline: string; accentColor: string };
  supplier: { legalName: string; address: string; state: string; gstin: string; email: string; phone: string };
  includeCompanyDetails: boolean;
  recipient: {
    name: string;
    email: string;
    businessName: string | null;
    gstin: string | null;
    address: string | null;
    state: string | null;
  };
  placeOfSupply: string;
  service: { description: string; sacCode: string };
  includeServiceDetails: boolean;
  tax: TaxSplit;
  /** Razorpay's payment (and order) id; for a credit note, the refund's id and the payment's. */
  paymentReference: string;
}

/** The small print at the foot of the page. */
function drawFooter(doc: Pdf, root: Struct, invoice: InvoiceDocument) {
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const y = doc.page.height - PAGE_MARGIN - 14;
  decoration(doc, () => {
    doc
      .moveTo(PAGE_MARGIN, y - 8)
      .lineTo(PAGE_MARGIN + width, y - 8)
      .lineWidth(0.75)
      .stroke(RULE);
  });
  const contact = invoice.includeCompanyDetails
    ? ` Questions about it: ${invoice.supplier.email} · ${invoice.supplier.phone}`
    : '';
  tagged(root, doc, 'P', () => {
    doc
      .font('regular')
      .fontSize(SIZE.small)
      .fillColor(MUTED)
      .text(`This is a computer-generated document.${contact}`, PAGE_MARGIN, y, { width, align: 'center' });
  });
}

/**
 * Renders a GST tax invoice or credit note (CGST Rule 46 particulars) as PDF bytes: a tagged PDF (structure
 * tree, headings, table cells, language and title) that screen readers can read in order.
 */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const title = `${invoice.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note'} ${invoice.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: title, Author: invoice.supplier.legalName, Subject: `${title} · ${invoice.brand.name}` },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  let y = drawLetterhead(doc, root, invoice);
  y = drawParties(doc, root, invoice, y);
  y = drawItems(doc, root, invoice, y);
  drawClosing(doc, root, invoice, y);
  drawFooter(doc, root, invoice);
  root.end();
  doc.end();
  return done;
}
