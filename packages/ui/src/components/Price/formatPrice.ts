const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Whole rupees in Indian grouping without decimals: `formatPrice(149999) === '₹1,49,999'`. */
export const formatPrice = (rupees: number): string => inr.format(rupees);
