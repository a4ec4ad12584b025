/**
 * A whole number in Indian digit grouping, as `Intl.NumberFormat('en-IN')` writes it: `1,250`, `1,49,999`,
 * `12,34,56,789`. Written out rather than asked of Intl: the first Intl formatter a page creates costs about 130 ms
 * of main thread on a mid-range phone (ICU start-up), which every page showing a price or a counter paid while
 * it was becoming interactive.
 */
export function formatIndianInteger(value: number): string {
  const digits = Math.abs(Math.round(value)).toString();
  const lastThree = digits.slice(-3);
  const leading = digits.slice(0, -3);
  const grouped = leading ? `${leading.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return value < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}
