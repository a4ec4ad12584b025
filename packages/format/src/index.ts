export { formatIndianInteger } from './indian-number.js';
export { formatPaise, formatRupees } from './rupees.js';
