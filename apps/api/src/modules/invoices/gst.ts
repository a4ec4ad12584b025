import { GST_RATE_PERCENT, splitInclusivePrice, type TaxSplit } from '@startwise/flows/rules';

// The rate and the split of an inclusive price live in flows (the storefront's checkout shows the same figures).
export { GST_RATE_PERCENT, splitInclusivePrice, type TaxSplit };

/** GST state codes (the first two digits of a GSTIN) of the states and union territories in the contract. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

export function stateOfGstin(gstin: string | null | undefined): string | undefined {
  const code = gstin?.slice(0, 2);
  return Object.keys(GST_STATE_CODES).find((state) => GST_STATE_CODES[state] === code);
}

const minus = (a: TaxSplit, b: TaxSplit): TaxSplit =>
  a.kind === 'intra-state' && b.kind === 'intra-state'
    ? {
        kind: 'intra-state',
        taxable: a.taxable - b.taxable,
        cgst: a.cgst - b.cgst,
        sgst: a.sgst - b.sgst,
        total: a.total - b.total,
      }
    : a.kind === 'inter-state' && b.kind === 'inter-state'
      ? { kind: 'inter-state', taxable: a.taxable - b.taxable, igst: a.igst - b.igst, total: a.total - b.total }
      : a;

/**
 * The taxable value and GST a credit note reverses, taken from the invoice of `invoicePaise`: a refund's share is
 * split like any inclusive price, and the refund that completes the amount takes what is left of each figure, so
 * the credit notes of a transaction add up to its invoice to the paisa. `earlierPaise`: the refunds credited before
 * this one, in the order of their credit notes.
 */
export function creditNoteSplit(
  invoicePaise: number,
  earlierPaise: readonly number[],
  refundPaise: number,
  supplierState: string,
  placeOfSupply: string,
): TaxSplit {
  const credited = earlierPaise.reduce((sum, paise) => sum + paise, 0);
  if (credited + refundPaise < invoicePaise) return splitInclusivePrice(refundPaise, supplierState, placeOfSupply);
  return earlierPaise.reduce(
    (left, paise) => minus(left, splitInclusivePrice(paise, supplierState, placeOfSupply)),
    splitInclusivePrice(invoicePaise, supplierState, placeOfSupply),
  );
}

/** GST in paise by head. */
export interface GstHeads {
  cgst: number;
  sgst: number;
  igst: number;
}
