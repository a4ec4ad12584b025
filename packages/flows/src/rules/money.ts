/**
 * Spec 9: floor((mrp - price) / mrp x 100), only for a discountable service actually priced below its mrp.
 * Multiplying before dividing keeps whole-rupee inputs exact (0.29 * 100 would floor to 28).
 */
export function discountPercent(price: number, mrp: number | undefined | null, discountable: boolean): number {
  if (!discountable || !mrp || mrp <= price) return 0;
  return Math.floor(((mrp - price) * 100) / mrp);
}
