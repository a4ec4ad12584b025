import { formatIndianInteger } from '../../format/indian-number';

/** Whole rupees in Indian grouping without decimals, as Intl's en-IN INR format: `formatPrice(149999) === '₹1,49,999'`. */
export function formatPrice(rupees: number): string {
  const amount = formatIndianInteger(rupees);
  return amount.startsWith('-') ? `-₹${amount.slice(1)}` : `₹${amount}`;
}
