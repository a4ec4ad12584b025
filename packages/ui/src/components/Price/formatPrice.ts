// Built on first use: creating an en-IN currency format loads locale data, which a screen without prices should
// not pay for when the kit is loaded.
let inr: Intl.NumberFormat | undefined;

/** Whole rupees in Indian grouping without decimals: `formatPrice(149999) === '₹1,49,999'`. */
export function formatPrice(rupees: number): string {
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  return inr.format(rupees);
}
