import type { InvoiceDocument } from './invoice-pdf.js';
import {
  type Box,
  decoration,
  indiaDate,
  line,
  PAGE_MARGIN,
  type Pdf,
  RULE,
  type Struct,
  section,
  stateLine,
  stateWithCode,
} from './invoice-pdf-kit.js';

const GUTTER = 20;
const BOX_PADDING = 10;

function supplierBlock(doc: Pdf, root: Struct, invoice: InvoiceDocument, box: Box) {
  const { supplier } = invoice;
  return section(doc, root, 'Supplier', box, (block) => {
    line(doc, block, supplier.legalName, box, { bold: true });
    if (!invoice.includeCompanyDetails) return;
    line(doc, block, supplier.address, box);
    line(doc, block, supplier.gstin, box, { label: 'GSTIN' });
    line(doc, block, stateLine(supplier.state), box);
    line(doc, block, `${supplier.email} · ${supplier.phone}`, box);
  });
}

function metaBlock(doc: Pdf, root: Struct, invoice: InvoiceDocument, box: Box) {
  const isInvoice = invoice.kind === 'invoice';
  return section(doc, root, isInvoice ? 'Invoice details' : 'Credit note details', box, (block) => {
    line(doc, block, invoice.number, box, { label: isInvoice ? 'Invoice No.' : 'Credit Note No.' });
    line(doc, block, indiaDate(invoice.date), box, { label: isInvoice ? 'Invoice Date' : 'Credit Note Date' });
    if (invoice.againstInvoice) {
      const { number, date } = invoice.againstInvoice;
      line(doc, block, `${number} dated ${indiaDate(date)}`, box, { label: 'Against Invoice No.' });
    }
    line(doc, block, stateWithCode(invoice.placeOfSupply), box, { label: 'Place of Supply' });
    line(doc, block, 'No', box, { label: 'Reverse Charge' });
    line(doc, block, invoice.paymentReference, box, { label: isInvoice ? 'Payment Reference' : 'Refund Reference' });
  });
}

/** The buyer as billed: business (or person) name, billing address, state with code and GSTIN when given. */
function buyerBlock(doc: Pdf, root: Struct, invoice: InvoiceDocument, box: Box) {
  const { recipient } = invoice;
  return section(doc, root, 'Billed to', box, (block) => {
    line(doc, block, recipient.businessName ?? recipient.name, box, { bold: true });
    if (recipient.address) line(doc, block, recipient.address, box);
    if (recipient.state) line(doc, block, stateLine(recipient.state), box);
    line(doc, block, recipient.gstin ?? 'Unregistered', box, { label: 'GSTIN' });
  });
}

function contactBlock(doc: Pdf, root: Struct, invoice: InvoiceDocument, box: Box) {
  const { recipient } = invoice;
  return section(doc, root, 'Contact person', box, (block) => {
    line(doc, block, recipient.name, box, { bold: true });
    line(doc, block, recipient.email, box);
  });
}

/** A hairline frame around a block on the right, drawn after the block so its height is known. */
function frame(doc: Pdf, box: Box, bottom: number) {
  decoration(doc, () => {
    doc
      .roundedRect(
        box.x - BOX_PADDING,
        box.y - BOX_PADDING,
        box.width + 2 * BOX_PADDING,
        bottom - box.y + 2 * BOX_PADDING,
        4,
      )
      .lineWidth(0.75)
      .stroke(RULE);
  });
}

/**
 * Supplier beside the invoice details, then the buyer beside the contact person, in two columns with a rule
 * between the rows. Returns where the next block starts.
 */
export function drawParties(doc: Pdf, root: Struct, invoice: InvoiceDocument, top: number): number {
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const half = (width - GUTTER) / 2;
  const left: Box = { x: PAGE_MARGIN, y: top, width: half };
  const right: Box = { x: PAGE_MARGIN + half + GUTTER + BOX_PADDING, y: top, width: half - 2 * BOX_PADDING };

  const supplierBottom = supplierBlock(doc, root, invoice, left);
  const metaBottom = metaBlock(doc, root, invoice, right);
  frame(doc, right, metaBottom - 2);
  const firstRowBottom = Math.max(supplierBottom, metaBottom + BOX_PADDING) + 12;

  decoration(doc, () => {
    doc
      .moveTo(PAGE_MARGIN, firstRowBottom)
      .lineTo(PAGE_MARGIN + width, firstRowBottom)
      .lineWidth(0.75)
      .stroke(RULE);
  });

  const second = firstRowBottom + 12;
  const buyerBottom = buyerBlock(doc, root, invoice, { ...left, y: second });
  const contactBottom = contactBlock(doc, root, invoice, { x: PAGE_MARGIN + half + GUTTER, y: second, width: half });
  return Math.max(buyerBottom, contactBottom) + 16;
}
