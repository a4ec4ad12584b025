import type { Schemas } from '@startwise/api-client';
import { indiaDate } from '@startwise/format/staff-dates';
import { paths } from '../../app/paths';
import { type FilterKey, writeQueueView } from '../queue/queue-search';

export type FigureLink = Schemas['DashboardLink'];

// The API's figures link to listAdminSubmissions with ITS parameters; the queue's address names them its own way
// and keeps dates as India's whole days. Paid ranges from the dashboard are always whole India days (midnight to
// midnight), so they survive the round trip exactly.
const ADDRESS_OF: Record<string, (value: string) => [FilterKey, string]> = {
  status: (value) => ['status', value],
  paymentStatus: (value) => ['payment', value],
  service: (value) => ['service', value],
  overdue: (value) => ['overdue', value],
  paidFrom: (value) => ['paidFrom', indiaDate(value)],
  // `paidTo` is exclusive (the next midnight); the address names the last day included.
  paidTo: (value) => ['paidTo', indiaDate(new Date(Date.parse(value) - 1).toISOString())],
};

/** The queue's address that lists what a dashboard figure counts. */
export function queueHref(link: FigureLink): string {
  const filters: Partial<Record<FilterKey, string>> = {};
  for (const [name, value] of Object.entries(link.query)) {
    const toAddress = ADDRESS_OF[name];
    if (!toAddress) throw new Error(`The queue has no filter for the dashboard's '${name}': add it to ADDRESS_OF`);
    const [key, addressValue] = toAddress(value);
    filters[key] = addressValue;
  }
  // A figure counts all work, finished too: the link opens the All view with the figure's filters.
  return `${paths.queue}?${writeQueueView({ scope: 'all', filters, sort: 'priority', page: 1 })}`;
}
