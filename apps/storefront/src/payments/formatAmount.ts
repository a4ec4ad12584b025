import { formatPaise, formatRupees } from '@startwise/format';

/** Rupees as the customer reads them: whole rupees plain (₹14,999), a part refund with its paise (₹4,999.50). */
export const formatAmount = (rupees: number) =>
  Number.isInteger(rupees) ? formatRupees(rupees) : formatPaise(Math.round(rupees * 100));
