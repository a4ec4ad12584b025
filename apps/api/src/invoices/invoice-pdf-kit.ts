import { join } from 'node:path';
import { repoRoot } from '../config.js';
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
export function sectionHeading(doc: Pdf, parent: Struct, text: string, box: Box) {
  tagged(parent, doc, 'H2', () => {
    doc
      .font('bold')
      .fontSize(SIZE.label)
      .fillColor(MUTED)
      .text(text.toUpperCase(), box.x, box.y, { width: box.width, characterSpacing: 0.6 });
  });
  doc.moveDown(0.35);
}

/** One paragraph line in a block: `label` in bold (when given) then the value, as one run of text. */
export function line(
  doc: Pdf,
  parent: Struct,
  value: string,
  box: Box,
  options: { label?: string; bold?: boolean } = {},
) {
  tagged(parent, doc, 'P', () => {
    doc.fontSize(SIZE.body);
    if (options.label) {
      doc.font('bold').fillColor(INK).text(`${options.label}: `, box.x, doc.y, { width: box.width, continued: true });
      doc.font('regular').fillColor(BODY).text(value);
    } else {
      doc
        .font(options.bold ? 'bold' : 'regular')
        .fillColor(options.bold ? INK : BODY)
        .text(value, box.x, doc.y, { width: box.width });
    }
  });
  doc.moveDown(0.15);
}
