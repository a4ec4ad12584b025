import { LOGO_MARK } from '../../platform/system/logo-mark.js';
import type { InvoiceDocument } from './invoice-pdf.js';
import { decoration, INK, MUTED, PAGE_MARGIN, type Pdf, SIZE, type Struct, tagged } from './invoice-pdf-kit.js';

const MARK_SIZE = 34;

/** The logo mark as vector paths: the rounded square in the accent colour and the white check. */
function drawMark(doc: Pdf, x: number, y: number, accentColor: string) {
  const scale = MARK_SIZE / LOGO_MARK.size;
  doc.save().translate(x, y).scale(scale);
  doc.roundedRect(0, 0, LOGO_MARK.size, LOGO_MARK.size, LOGO_MARK.cornerRadius).fill(accentColor);
  doc
    .path(LOGO_MARK.checkPath)
    .lineWidth(LOGO_MARK.checkWidth)
    .lineCap('round')
    .lineJoin('round')
    .stroke(LOGO_MARK.checkColor);
  doc.restore();
}

/**
 * The top band: logo mark and wordmark with the tagline on the left, the document's title on the right, and an
 * accent rule under both. Returns where the next block starts.
 */
export function drawLetterhead(doc: Pdf, root: Struct, invoice: InvoiceDocument): number {
  const { brand } = invoice;
  const top = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const textX = PAGE_MARGIN + MARK_SIZE + 10;

  tagged(
    root,
    doc,
    'Figure',
    () => {
      drawMark(doc, PAGE_MARGIN, top, brand.accentColor);
      doc
        .font('bold')
        .fontSize(17)
        .fillColor(INK)
        .text(brand.name, textX, top + 1, { lineBreak: false });
    },
    { alt: `${brand.name} logo` },
  );
  tagged(root, doc, 'P', () => {
    doc
      .font('regular')
      .fontSize(SIZE.small)
      .fillColor(MUTED)
      .text(brand.tagline, textX, top + 23, { width: 280 });
  });

  const title = invoice.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
  tagged(root, doc, 'H1', () => {
    doc
      .font('bold')
      .fontSize(SIZE.title)
      .fillColor(brand.accentColor)
      .text(title, PAGE_MARGIN, top - 2, { width, align: 'right' });
  });
  tagged(root, doc, 'P', () => {
    doc.font('regular').fontSize(SIZE.small).fillColor(MUTED).text('Original for Recipient', { width, align: 'right' });
  });

  const ruleY = top + MARK_SIZE + 14;
  decoration(doc, () => {
    doc
      .moveTo(PAGE_MARGIN, ruleY)
      .lineTo(PAGE_MARGIN + width, ruleY)
      .lineWidth(1.5)
      .stroke(brand.accentColor);
  });
  return ruleY + 14;
}
