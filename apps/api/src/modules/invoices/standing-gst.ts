import type { Database } from '../../platform/db/database.js';
import { billingPlacesOf } from '../accounts/index.js';
import { placeOfSupplyOf } from './document-parties.js';
import { type GstHeads, netGstOf } from './gst.js';

/** A paid transaction as its invoice and credit notes were worked out. */
export interface InvoicedTransaction {
  id: string;
  userId: string;
  amountPaise: number;
  /** Its processed refunds, in the order of their credit notes. */
  creditedPaise: readonly number[];
}

/**
 * The GST of each transaction still standing after its credit notes, split as its documents print it: the same
 * rounding and the same place of supply (the customer's billing state today, else their GSTIN's, else the
 * supplier's), so it agrees with the PDFs to the paisa.
 */
export async function standingGstOf(
  db: Database,
  supplierState: string,
  transactions: readonly InvoicedTransaction[],
): Promise<Map<string, GstHeads>> {
  const places = await billingPlacesOf(db, [...new Set(transactions.map((row) => row.userId))]);
  const unbilled = { billingState: null, billingGstin: null };
  return new Map(
    transactions.map((row) => [
      row.id,
      netGstOf(
        row.amountPaise,
        row.creditedPaise,
        supplierState,
        placeOfSupplyOf(places.get(row.userId) ?? unbilled, supplierState),
      ),
    ]),
  );
}
