import { formatPaise } from '@startwise/format';
import { GST_RATE_PERCENT } from './gst.js';
import type { InvoiceDocument } from './invoice-pdf.js';
import {
  BODY,
  INK,
  PAGE_MARGIN,
  type Pdf,
  RULE,
  SIZE,
  type Struct,
  type TaggedCell,
  type TaggedTableOptions,
  TINT,
} from './invoice-pdf-kit.js';

/** Amounts in the table: Indian digit grouping without the sign (the column headers say ₹). */
const amount = (paise: number) => formatPaise(paise).replace('₹', '');

const header = (text: string, extra: Partial<TaggedCell> = {}): TaggedCell => ({
  text,
  type: 'TH',
  scope: 'column',
  backgroundColor: TINT,
  font: { src: 'bold' },
  textColor: INK,
  align: { x: 'center', y: 'center' },
  ...extra,
});
const number = (text: string): TaggedCell => ({ text, align: { x: 'right', y: 'top' } });
const centred = (text: string): TaggedCell => ({ text, align: { x: 'center', y: 'top' } });

interface TaxColumn {
  name: string;
  rate: number;
  paise: number;
}

function taxColumns(invoice: InvoiceDocument): TaxColumn[] {
  const { tax } = invoice;
  if (tax.kind === 'inter-state') return [{ name: 'IGST', rate: GST_RATE_PERCENT, paise: tax.igst }];
  return [
    { name: 'CGST', rate: GST_RATE_PERCENT / 2, paise: tax.cgst },
    { name: 'SGST', rate: GST_RATE_PERCENT / 2, paise: tax.sgst },
  ];
}

/**
 * The particulars: S.No, description, SAC, quantity, taxable value, rate and amount of each tax, and the line
 * total, under a two-row header (each tax spans its rate and amount), closed by a total row.
 */
export function drawItems(doc: Pdf, root: Struct, invoice: InvoiceDocument, top: number): number {
  const { tax } = invoice;
  const taxes = taxColumns(invoice);
  const description = invoice.includeServiceDetails ? invoice.service.description : 'Professional services';
  const sac = invoice.includeServiceDetails ? invoice.service.sacCode : '—';
  const tall = { rowSpan: 2 };
  const data: TaggedCell[][] = [
    [
      header('S.No', tall),
      header('Description of Service', { ...tall, align: { x: 'left', y: 'center' } }),
      header('SAC', tall),
      header('Qty', tall),
      header('Taxable Value (₹)', tall),
      ...taxes.map((column) => header(column.name, { colSpan: 2 })),
      header('Total (₹)', tall),
    ],
    taxes.flatMap(() => [header('Rate'), header('Amount (₹)')]),
    [
      centred('1'),
      { text: description },
      centred(sac),
      centred('1'),
      number(amount(tax.taxable)),
      ...taxes.flatMap((column) => [centred(`${column.rate}%`), number(amount(column.paise))]),
      number(amount(tax.total)),
    ],
    [
      { text: 'Total', colSpan: 4, font: { src: 'bold' }, textColor: INK, align: { x: 'right', y: 'top' } },
      { ...number(amount(tax.taxable)), font: { src: 'bold' }, textColor: INK },
      ...taxes.flatMap((column) => [{ text: '' }, { ...number(amount(column.paise)), font: { src: 'bold' } }]),
      { ...number(amount(tax.total)), font: { src: 'bold' }, textColor: INK },
    ],
  ];
  const taxWidths = taxes.flatMap(() => [32, taxes.length === 1 ? 70 : 56]);
  const options: TaggedTableOptions = {
    structParent: root,
    position: { x: PAGE_MARGIN, y: top },
    maxWidth: doc.page.width - 2 * PAGE_MARGIN,
    columnStyles: [30, '*', 44, 26, 64, ...taxWidths, 66],
    defaultStyle: {
      border: 0.75,
      borderColor: RULE,
      padding: [5, 4],
      textColor: BODY,
    },
    data,
  };
  // Cells without a font of their own use the document's current one.
  doc.font('regular').fontSize(SIZE.body - 0.5);
  doc.table(options);
  return doc.y + 14;
}
