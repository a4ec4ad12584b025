// GST on the catalog's prices (CGST Act; every service here is taxed at 18%). One rule for the service page, the
// checkout's summary and the tax invoice, so the figures a customer is shown are the ones the invoice prints.

export const GST_RATE_PERCENT = 18;

/** What the service page says under a price: prices are tax inclusive. */
export const PRICE_INCLUDES_GST = `incl. ${GST_RATE_PERCENT}% GST`;

export type TaxSplit =
  | { kind: 'intra-state'; taxable: number; cgst: number; sgst: number; total: number }
  | { kind: 'inter-state'; taxable: number; igst: number; total: number };

/**
 * Splits a tax-inclusive price (paise) into taxable value and 18% GST: CGST + SGST within the supplier's state,
 * IGST across states. Whole paise, and the parts always add up to the price exactly.
 */
export function splitInclusivePrice(totalPaise: number, supplierState: string, placeOfSupply: string): TaxSplit {
  const taxable = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const tax = totalPaise - taxable;
  if (supplierState !== placeOfSupply) return { kind: 'inter-state', taxable, igst: tax, total: totalPaise };
  const cgst = Math.round(tax / 2);
  return { kind: 'intra-state', taxable, cgst, sgst: tax - cgst, total: totalPaise };
}
