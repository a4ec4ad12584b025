import { COMPANIES } from '../entities.js';

/** Every kind of business that files GST and income-tax returns. */
export const TAXPAYERS = [...COMPANIES, 'llp', 'partnership', 'proprietorship'] as const;
