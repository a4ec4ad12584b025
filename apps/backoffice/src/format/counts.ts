import { formatIndianInteger } from '@startwise/format';

/** '1 message', '1,20,000 messages': a count in India's grouping with its noun. */
export const countOf = (n: number, one: string, many: string) => `${formatIndianInteger(n)} ${n === 1 ? one : many}`;
