import type { CatalogServicesQuery } from './queries';

// The catalog page's tab, search, filters and page live in the address, like the queue's.

export const CATALOG_PAGE_SIZE = 50;
export const CATALOG_TABS = ['services', 'categories'] as const;
export type CatalogTab = (typeof CATALOG_TABS)[number];
export const SERVICE_STATUSES = ['draft', 'published'] as const;
type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export interface CatalogView {
  tab: CatalogTab;
  q?: string;
  status?: ServiceStatus;
  /** A category's id. */
  category?: string;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isStatus = (value: string | null): value is ServiceStatus =>
  (SERVICE_STATUSES as readonly (string | null)[]).includes(value);

/** The view an address asks for; values the API would refuse (a hand-edited address) are left out. */
export function readCatalogView(params: URLSearchParams): CatalogView {
  const status = params.get('status');
  const category = params.get('category');
  const page = Number(params.get('page'));
  return {
    tab: params.get('tab') === 'categories' ? 'categories' : 'services',
    q: params.get('q')?.trim().slice(0, 200) || undefined,
    status: isStatus(status) ? status : undefined,
    category: category && UUID.test(category) ? category : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeCatalogView(view: CatalogView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== 'services') params.set('tab', view.tab);
  if (view.q) params.set('q', view.q);
  if (view.status) params.set('status', view.status);
  if (view.category) params.set('category', view.category);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export const catalogServicesQueryOf = (view: CatalogView): CatalogServicesQuery => ({
  page: view.page,
  limit: CATALOG_PAGE_SIZE,
  ...(view.q ? { q: view.q } : {}),
  ...(view.status ? { status: view.status } : {}),
  ...(view.category ? { categoryId: view.category } : {}),
});
