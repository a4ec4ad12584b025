import { formatPaise } from '@startwise/format';
import { amountInWords } from './amount-in-words.js';
import { GST_RATE_PERCENT } from './gst.js';
import type { InvoiceDocument } from './invoice-pdf.js';
import {
  BODY,
  type Box,
  decoration,
  INK,
  MUTED,
  PAGE_MARGIN,
  type Pdf,
  paragraph,
  RULE,
  SIZE,
  type Struct,
  section,
  type TaggedCell,
  type TaggedTableOptions,
  TINT,
} from './invoice-pdf-kit.js';

const TOTALS_WIDTH = 250;
const GUTTER = 24;

/** The totals as a two-column table: each label is the row's header, the amount its cell. */
function drawTotals(doc: Pdf, root: Struct, invoice: InvoiceDocument, box: Box) {
  const { tax } = invoice;
  const rows: [string, number][] = [['Taxable Value', tax.taxable]];
  if (tax.kind === 'intra-state') {
    rows.push([`CGST @ ${GST_RATE_PERCENT / 2}%`, tax.cgst], [`SGST @ ${GST_RATE_PERCENT / 2}%`, tax.sgst]);
  } else {
    rows.push([`IGST @ ${GST_RATE_PERCENT}%`, tax.igst]);
  }
  const totalLabel = invoice.kind === 'invoice' ? 'Total (incl. GST)' : 'Total credited (incl. GST)';
  const cell = (text: string, last: boolean, extra: TaggedCell = {}): TaggedCell => ({
    text,
    padding: [4, 8],
    border: { top: last ? 1 : 0, bottom: 0, left: 0, right: 0 },
    borderColor: INK,
    ...(last && { backgroundColor: TINT, font: { src: 'bold', size: SIZE.body + 1.5 }, textColor: INK }),
    ...extra,
  });
  const data = [...rows, [totalLabel, tax.total] as [string, number]].map(([label, paise], index, all) => {
    const last = index === all.length - 1;
    return [
      cell(label, last, { type: 'TH', scope: 'row' }),
      cell(formatPaise(paise), last, { align: { x: 'right', y: 'top' } }),
    ];
  });
  const options: TaggedTableOptions = {
    structParent: root,
    position: { x: box.x, y: box.y },
    maxWidth: box.width,
    columnStyles: ['*', 92],
    defaultStyle: { textColor: BODY },
    data,
  };
  // Cells without a font of their own use the document's current one.
  doc.font('regular').fontSize(SIZE.body + 0.5);
  doc.table(options);
  return doc.y;
}

function drawWords(doc: Pdf, root: Struct, invoice: InvoiceDocument, box: Box) {
  return section(doc, root, 'Amount in words', box, (words) => {
    paragraph(doc, words, amountInWords(invoice.tax.total), box, { bold: true, size: SIZE.body + 0.5, color: INK });
    doc.moveDown(0.4);
    paragraph(doc, words, 'The listed price includes GST.', box, { size: SIZE.small, color: MUTED });
  });
}

function drawDeclaration(doc: Pdf, root: Struct, invoice: InvoiceDocument, box: Box) {
  const document = invoice.kind === 'invoice' ? 'invoice' : 'credit note';
  return section(doc, root, 'Declaration', box, (declaration) => {
    paragraph(
      doc,
      declaration,
      `We declare that this ${document} shows the actual price of the services described and that all particulars are true and correct.`,
      box,
      { size: SIZE.small },
    );
  });
}

/** The supplier's name, room for a signature over a rule, and the signatory's title. */
function drawSignatory(doc: Pdf, root: Struct, invoice: InvoiceDocument, box: Box) {
  return section(doc, root, null, box, (signatory) => {
    const right = { align: 'right' } as const;
    paragraph(doc, signatory, `For ${invoice.supplier.legalName}`, box, { ...right, bold: true, color: INK });
    const ruleY = doc.y + 34;
    decoration(doc, () => {
      doc
        .moveTo(box.x + box.width - 150, ruleY)
        .lineTo(box.x + box.width, ruleY)
        .lineWidth(0.75)
        .stroke(RULE);
    });
    doc.y = ruleY + 5;
    paragraph(doc, signatory, 'Authorised Signatory', box, right);
  });
}

/**
 * Under the particulars: the amount in words beside the totals, then the declaration beside the signatory.
 * Returns where the page's content ends.
 */
export function drawClosing(doc: Pdf, root: Struct, invoice: InvoiceDocument, top: number): number {
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const left: Box = { x: PAGE_MARGIN, y: top, width: width - TOTALS_WIDTH - GUTTER };
  const right: Box = { x: PAGE_MARGIN + width - TOTALS_WIDTH, y: top, width: TOTALS_WIDTH };
  const wordsBottom = drawWords(doc, root, invoice, left);
  const totalsBottom = drawTotals(doc, root, invoice, right);

  const second = Math.max(wordsBottom, totalsBottom) + 28;
  const declarationBottom = drawDeclaration(doc, root, invoice, { ...left, y: second });
  const signatoryBottom = drawSignatory(doc, root, invoice, { ...right, y: second });
  return Math.max(declarationBottom, signatoryBottom);
}
