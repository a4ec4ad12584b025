import { type Filters, oneOf, UUID } from '../../lists/list-address';
import type { CatalogServicesQuery } from './queries';

// The services tab's search, filters and page live in the address (/backoffice/catalog?status=draft), read through
// useListAddress like every list; `tab=categories` opens the other tab.

export const CATALOG_PAGE_SIZE = 50;
export const SERVICE_FILTER_KEYS = ['q', 'status', 'category'] as const;
export type ServiceFilterKey = (typeof SERVICE_FILTER_KEYS)[number];
export const SERVICE_STATUSES = ['draft', 'published', 'archived'] as const;

/** The API's query for the address; values it would refuse (a hand-edited address) are left out. */
export function catalogServicesQueryOf(filters: Filters<ServiceFilterKey>, page: number): CatalogServicesQuery {
  const status = oneOf(SERVICE_STATUSES, filters.status);
  return {
    page,
    limit: CATALOG_PAGE_SIZE,
    ...(filters.q ? { q: filters.q.slice(0, 200) } : {}),
    ...(status ? { status } : {}),
    ...(filters.category && UUID.test(filters.category) ? { categoryId: filters.category } : {}),
  };
}
