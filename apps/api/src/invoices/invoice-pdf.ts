import { join } from 'node:path';
import { formatPaise } from '@startwise/format';
import PDFDocument from 'pdfkit';
import { repoRoot } from '../config.js';
import { amountInWords } from './amount-in-words.js';
import { GST_RATE_PERCENT, GST_STATE_CODES, type TaxSplit } from './gst.js';

/** DejaVu Sans has the rupee sign (U+20B9); PDF's standard fonts do not. */
const FONT_REGULAR = join(repoRoot, 'apps/api/assets/fonts/DejaVuSans.ttf');
const FONT_BOLD = join(repoRoot, 'apps/api/assets/fonts/DejaVuSans-Bold.ttf');

export interface InvoiceDocument {
  kind: 'invoice' | 'credit-note';
  number: string;
  date: Date;
  /** For a credit note: the invoice it reverses. */
  againstInvoice?: { number: string; date: Date };
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
  paymentReference: string;
}

const indiaDate = (at: Date) =>
  at.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

const stateWithCode = (state: string) => `${state} (${GST_STATE_CODES[state] ?? '--'})`;

/** Renders a GST tax invoice or credit note (CGST Rule 46 particulars) as PDF bytes. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${invoice.number}` } });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  const heading = (text: string) => doc.moveDown(0.8).font('bold').fontSize(10).text(text).font('regular');
  const line = (text: string) => doc.fontSize(10).text(text);

  doc
    .font('bold')
    .fontSize(18)
    .text(invoice.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note', { align: 'right' });
  doc.font('bold').fontSize(13).text(invoice.supplier.legalName, left, 50);
  doc.font('regular');
  if (invoice.includeCompanyDetails) {
    line(invoice.supplier.address);
    line(`State: ${stateWithCode(invoice.supplier.state)}`);
    line(`GSTIN: ${invoice.supplier.gstin}`);
    line(`${invoice.supplier.email} · ${invoice.supplier.phone}`);
  }

  heading(invoice.kind === 'invoice' ? 'Invoice details' : 'Credit note details');
  line(`${invoice.kind === 'invoice' ? 'Invoice No.' : 'Credit Note No.'}: ${invoice.number}`);
  line(`${invoice.kind === 'invoice' ? 'Invoice Date' : 'Credit Note Date'}: ${indiaDate(invoice.date)}`);
  if (invoice.againstInvoice) {
    line(`Against Invoice No.: ${invoice.againstInvoice.number} dated ${indiaDate(invoice.againstInvoice.date)}`);
  }
  line(`Place of Supply: ${stateWithCode(invoice.placeOfSupply)}`);
  line('Reverse Charge: No');
  line(`Payment Reference: ${invoice.paymentReference}`);

  heading('Billed to');
  const { recipient } = invoice;
  if (recipient.businessName) line(recipient.businessName);
  line(recipient.name);
  line(recipient.email);
  if (recipient.address) line(recipient.address);
  if (recipient.state) line(`State: ${stateWithCode(recipient.state)}`);
  if (recipient.gstin) line(`GSTIN: ${recipient.gstin}`);

  heading('Particulars');
  const { tax } = invoice;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular').fontSize(10);
    doc.text(label, left, y, { width: width - 130 });
    const labelBottom = doc.y;
    doc.text(amount, left + width - 120, y, { width: 120, align: 'right' });
    doc.font('regular');
    doc.x = left;
    doc.y = Math.max(doc.y, labelBottom);
  };
  if (invoice.includeServiceDetails) {
    row(`${invoice.service.description} (SAC ${invoice.service.sacCode}), Qty 1`, formatPaise(tax.taxable));
  }
  row('Taxable Value', formatPaise(tax.taxable));
  if (tax.kind === 'intra-state') {
    row(`CGST @ ${GST_RATE_PERCENT / 2}%`, formatPaise(tax.cgst));
    row(`SGST @ ${GST_RATE_PERCENT / 2}%`, formatPaise(tax.sgst));
  } else {
    row(`IGST @ ${GST_RATE_PERCENT}%`, formatPaise(tax.igst));
  }
  row(invoice.kind === 'invoice' ? 'Total (incl. GST)' : 'Total credited (incl. GST)', formatPaise(tax.total), true);
  doc.moveDown(0.5);
  line(`Amount in words: ${amountInWords(tax.total)}`);
  line('The listed price includes GST.');

  doc.moveDown(3);
  doc.font('regular').fontSize(10).text(`For ${invoice.supplier.legalName}`, { align: 'right' });
  doc.moveDown(2.5);
  doc.text('Authorised Signatory', { align: 'right' });
  doc.end();
  return done;
}
