import { formatIndianInteger } from './indian-number.js';

const withRupeeSign = (amount: string) => (amount.startsWith('-') ? `-₹${amount.slice(1)}` : `₹${amount}`);

/** Whole rupees in Indian grouping without decimals, as Intl's en-IN INR format: `formatRupees(149999) === '₹1,49,999'`. */
export const formatRupees = (rupees: number): string => withRupeeSign(formatIndianInteger(rupees));

/** Paise as rupees with two decimals, for tax documents: `formatPaise(14999950) === '₹1,49,999.50'`. */
export function formatPaise(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const fraction = String(Math.abs(Math.round(paise - whole * 100))).padStart(2, '0');
  const sign = paise < 0 && whole === 0 ? '-' : '';
  return `${withRupeeSign(`${sign}${formatIndianInteger(whole)}`)}.${fraction}`;
}
