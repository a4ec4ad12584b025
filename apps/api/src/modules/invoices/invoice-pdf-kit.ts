import { join } from 'node:path';
import { repoRoot } from '../../platform/config.js';
import { GST_STATE_CODES } from './gst.js';

/** DejaVu Sans has the rupee sign (U+20B9); PDF's standard fonts do not. */
export const FONTS = {
  regular: join(repoRoot, 'apps/api/assets/fonts/DejaVuSans.ttf'),
  bold: join(repoRoot, 'apps/api/assets/fonts/DejaVuSans-Bold.ttf'),
} as const;

export const PAGE_MARGIN = 40;

/** Slate greys of the kit's neutral scale; the brand's accent colour comes with the supplier. */
export const INK = '#0f172a';
export const BODY = '#334155';
export const MUTED = '#64748b';
export const RULE = '#cbd5e1';
export const TINT = '#f1f5f9';

export const SIZE = { title: 20, name: 11, body: 8.5, small: 7.5, label: 7 } as const;

export type Pdf = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;

/** pdfkit tags a table (Table, TR, TH with a scope, TD) when given a parent; its typings lack these options. */
export type TaggedCell = PDFKit.Mixins.CellOptions & { scope?: 'column' | 'row' };
export type TaggedTableOptions = PDFKit.Mixins.TableOptionsWithData & { structParent: Struct; data: TaggedCell[][] };

/** A content box of the page: where a block starts and how wide it may run. */
export interface Box {
  x: number;
  y: number;
  width: number;
}

export const indiaDate = (at: Date) =>
  at.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const stateCode = (state: string) => GST_STATE_CODES[state] ?? '--';
export const stateWithCode = (state: string) => `${state} (${stateCode(state)})`;
export const stateLine = (state: string) => `State: ${state}, State Code: ${stateCode(state)}`;

/** Adds a tagged element under `parent` and draws its content at once (pdfkit runs the closure on attaching). */
export function tagged(parent: Struct, doc: Pdf, type: string, draw: () => void, options?: { alt?: string }) {
  parent.add(doc.struct(type, options ?? {}, draw));
}

/** Drawing that carries no meaning (rules, tints): marked as a layout artifact so screen readers skip it. */
export function decoration(doc: Pdf, draw: () => void) {
  doc.markContent('Artifact', { type: 'Layout' });
  draw();
  doc.endMarkedContent();
}

/** A small upper-case section label, tagged as a heading so readers can jump between sections. */
function sectionHeading(doc: Pdf, parent: Struct, text: string, box: Box) {
  tagged(parent, doc, 'H2', () => {
    doc
      .font('bold')
      .fontSize(SIZE.label)
      .fillColor(MUTED)
      .text(text.toUpperCase(), box.x, box.y, { width: box.width, characterSpacing: 0.6 });
  });
  doc.moveDown(0.35);
}

/** A section of its own under `parent`, headed by `title` when given, at `box`; returns the y under it. */
export function section(doc: Pdf, parent: Struct, title: string | null, box: Box, draw: (section: Struct) => void) {
  const element = doc.struct('Sect');
  parent.add(element);
  if (title) sectionHeading(doc, element, title, box);
  else doc.y = box.y;
  draw(element);
  element.end();
  return doc.y;
}

export interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right';
}

/** A tagged paragraph at the current line of `box`, wrapped to its width. */
export function paragraph(doc: Pdf, parent: Struct, text: string, box: Box, style: TextStyle = {}) {
  tagged(parent, doc, 'P', () => {
    doc
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(style.size ?? SIZE.body)
      .fillColor(style.color ?? BODY)
      .text(text, box.x, doc.y, { width: box.width, align: style.align ?? 'left' });
  });
}

/** One line of a block: `label` in bold (when given) then the value, as one run of text. */
export function line(
  doc: Pdf,
  parent: Struct,
  value: string,
  box: Box,
  options: { label?: string; bold?: boolean } = {},
) {
  const { label } = options;
  if (label) {
    tagged(parent, doc, 'P', () => {
      doc.fontSize(SIZE.body).font('bold').fillColor(INK);
      doc.text(`${label}: `, box.x, doc.y, { width: box.width, continued: true });
      doc.font('regular').fillColor(BODY).text(value);
    });
  } else {
    paragraph(doc, parent, value, box, options.bold ? { bold: true, color: INK } : {});
  }
  doc.moveDown(0.15);
}
