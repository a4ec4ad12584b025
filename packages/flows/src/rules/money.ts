// Prices reach the client as whole rupees (CONVENTIONS "Shared data decisions").
// Built on first use: creating an en-IN currency format loads locale data (tens of milliseconds on a slow phone),
// which a page without prices should not pay for at start-up.
let inr: Intl.NumberFormat | undefined;

/** Indian grouping without decimals: formatInr(149999) === '₹1,49,999'. */
export function formatInr(rupees: number): string {
  inr ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return inr.format(rupees);
}

/**
 * Spec 9: floor((mrp - price) / mrp x 100), only for a discountable service actually priced below its mrp.
 * Multiplying before dividing keeps whole-rupee inputs exact (0.29 * 100 would floor to 28).
 */
export function discountPercent(price: number, mrp: number | undefined | null, discountable: boolean): number {
  if (!discountable || !mrp || mrp <= price) return 0;
  return Math.floor(((mrp - price) * 100) / mrp);
}
