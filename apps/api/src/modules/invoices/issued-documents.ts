import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { findSubmittedService } from '../submissions/index.js';
import { amountInWords } from './amount-in-words.js';
import { recipientOf } from './document-parties.js';
import type { DocumentParties } from './document-snapshot.js';
import { creditNoteSplit, splitInclusivePrice, type TaxSplit } from './gst.js';
import { documentSupplier, type IssuedDocumentRow, issuedDocuments } from './tables.js';

type Supplier = Pick<DocumentParties, 'brand' | 'supplier'>;

/** Makes `supplier` the one documents are issued with from now on (the server's settings, at start-up). */
export async function saveDocumentSupplier(db: Database, supplier: Supplier) {
  await db
    .insert(documentSupplier)
    .values({ id: 1, details: supplier })
    .onConflictDoUpdate({ target: documentSupplier.id, set: { details: supplier, updatedAt: new Date() } });
}

async function currentSupplier(tx: Database): Promise<Supplier> {
  const [row] = await tx.select().from(documentSupplier).where(eq(documentSupplier.id, 1));
  if (!row) throw new Error('No document supplier is saved: the invoices module saves it when the server starts');
  return row.details;
}

/** The tax columns of a split. */
const taxColumns = (tax: TaxSplit) => ({
  taxKind: tax.kind,
  taxablePaise: tax.taxable,
  cgstPaise: tax.kind === 'intra-state' ? tax.cgst : 0,
  sgstPaise: tax.kind === 'intra-state' ? tax.sgst : 0,
  igstPaise: tax.kind === 'inter-state' ? tax.igst : 0,
  totalPaise: tax.total,
});

/** The split a stored document prints. */
export const taxSplitOf = (row: IssuedDocumentRow): TaxSplit =>
  row.taxKind === 'intra-state'
    ? {
        kind: 'intra-state',
        taxable: row.taxablePaise,
        cgst: row.cgstPaise,
        sgst: row.sgstPaise,
        total: row.totalPaise,
      }
    : { kind: 'inter-state', taxable: row.taxablePaise, igst: row.igstPaise, total: row.totalPaise };

/** A paid transaction as it is invoiced. */
export interface InvoicedPayment {
  id: string;
  userId: string;
  submissionId: string;
  amountPaise: number;
  invoiceNumber: string;
  invoicedAt: Date;
  razorpayPaymentId: string | null;
  razorpayOrderId: string;
}

/**
 * Issues the tax invoice of a payment that just became successful, inside the database transaction that numbered
 * it: the supplier as saved, the customer as billed now (place of supply: their billing state, else their GSTIN's,
 * else the supplier's), the service as submitted, and the split of the tax-inclusive amount.
 */
export async function issueInvoice(tx: Database, payment: InvoicedPayment) {
  const { brand, supplier } = await currentSupplier(tx);
  const parties = await recipientOf(tx, payment.userId, supplier.state);
  const service = await findSubmittedService(tx, payment.submissionId);
  if (!parties || !service) throw new Error(`Transaction ${payment.id} has no customer or submission to invoice`);
  const tax = splitInclusivePrice(payment.amountPaise, supplier.state, parties.placeOfSupply);
  await tx.insert(issuedDocuments).values({
    number: payment.invoiceNumber,
    kind: 'invoice',
    transactionId: payment.id,
    refundId: null,
    issuedAt: payment.invoicedAt,
    ...taxColumns(tax),
    snapshot: {
      brand,
      supplier,
      ...parties,
      service: { description: service.serviceTitle, sacCode: service.sacCode },
      againstInvoice: null,
      paymentReference: [payment.razorpayPaymentId, payment.razorpayOrderId].filter(Boolean).join(' / '),
      amountInWords: amountInWords(tax.total),
    },
  });
}

/** A processed refund as it is credited. */
export interface CreditedRefund {
  id: string;
  transactionId: string;
  amountPaise: number;
  creditNoteNumber: string;
  creditNotedAt: Date;
  razorpayRefundId: string | null;
}

/** The invoice of a transaction and its credit notes in the order they were issued (date, then serial). */
async function documentsOf(db: Database, transactionId: string): Promise<IssuedDocumentRow[]> {
  return db
    .select()
    .from(issuedDocuments)
    .where(eq(issuedDocuments.transactionId, transactionId))
    .orderBy(sql`${issuedDocuments.kind} = 'credit-note'`, asc(issuedDocuments.issuedAt), asc(issuedDocuments.number));
}

/**
 * Issues the credit note of a refund that was just processed, inside the database transaction that numbered it:
 * against the transaction's invoice, with its parties and place of supply, reversing the refund's share of the
 * invoice's tax (the refund that completes the amount takes what is left of each figure).
 */
export async function issueCreditNote(tx: Database, refund: CreditedRefund, paymentId: string | null) {
  const [invoice, ...credited] = await documentsOf(tx, refund.transactionId);
  if (invoice?.kind !== 'invoice') throw new Error(`Transaction ${refund.transactionId} has no invoice`);
  const { snapshot } = invoice;
  const tax = creditNoteSplit(
    invoice.totalPaise,
    credited.map((note) => note.totalPaise),
    refund.amountPaise,
    snapshot.supplier.state,
    snapshot.placeOfSupply,
  );
  await tx.insert(issuedDocuments).values({
    number: refund.creditNoteNumber,
    kind: 'credit-note',
    transactionId: refund.transactionId,
    refundId: refund.id,
    issuedAt: refund.creditNotedAt,
    ...taxColumns(tax),
    snapshot: {
      ...snapshot,
      againstInvoice: { number: invoice.number, date: invoice.issuedAt.toISOString() },
      paymentReference: [refund.razorpayRefundId, paymentId].filter(Boolean).join(' / '),
      amountInWords: amountInWords(tax.total),
    },
  });
}

/** A transaction's invoice as issued. */
export async function invoiceDocumentOf(db: Database, transactionId: string) {
  const [row] = await db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.transactionId, transactionId), eq(issuedDocuments.kind, 'invoice')));
  return row;
}

/** A refund's credit note as issued. */
export async function creditNoteDocumentOf(db: Database, refundId: string) {
  const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.refundId, refundId));
  return row;
}
