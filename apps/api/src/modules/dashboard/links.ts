import type { Schemas } from '@startwise/api-client';
import type { Period } from '../../platform/system/india-time.js';

export type DashboardLink = Schemas['DashboardLink'];

/** The queue (listAdminSubmissions) with `query`: what a figure's number links to. */
export const submissionsLink = (query: Record<string, string>): DashboardLink => ({ list: 'submissions', query });

/** The queue's filter for submissions first paid within `period`. */
export const paidWithin = (period: Period) => ({
  paidFrom: period.from.toISOString(),
  paidTo: period.to.toISOString(),
});
