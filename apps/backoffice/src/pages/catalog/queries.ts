import type { operations, Schemas } from '@startwise/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { listPageQuery } from '../../app/list-page-query';
import { ADMIN_QUERY_KEY } from '../../app/query-client';

export type CatalogCategory = Schemas['CatalogCategory'];
export type CatalogService = Schemas['CatalogService'];
export type CatalogServiceInput = Schemas['CatalogServiceInput'];
export type CatalogServicesQuery = NonNullable<operations['listCatalogServices']['parameters']['query']>;

const CATALOG_KEY = [ADMIN_QUERY_KEY, 'catalog'] as const;

/** Every category with its service counts, in catalog order. */
export const catalogCategoriesQuery = queryOptions({
  queryKey: [...CATALOG_KEY, 'categories'],
  queryFn: ({ signal }) =>
    api.get('/admin/catalog/categories', { signal, fallbackMessage: 'Failed to load the categories' }),
});

/** One page of services, drafts included; the previous page stays on screen while the next loads. */
export const catalogServicesQuery = (query: CatalogServicesQuery) =>
  listPageQuery([...CATALOG_KEY, 'services'], '/admin/catalog/services', query, 'Failed to load the services');

export const catalogCategoryQuery = (categoryId: string) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'category', categoryId],
    queryFn: ({ signal }) =>
      api.get('/admin/catalog/categories/{categoryId}', {
        params: { path: { categoryId } },
        signal,
        fallbackMessage: 'Failed to load the category',
      }),
  });

export const catalogServiceQuery = (serviceId: string) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'service', serviceId],
    queryFn: ({ signal }) =>
      api.get('/admin/catalog/services/{serviceId}', {
        params: { path: { serviceId } },
        signal,
        fallbackMessage: 'Failed to load the service',
      }),
  });

/** A change to the catalog: every catalog list and entry is read again afterwards (counts and statuses move). */
export function useCatalogChange<TInput, TResult>(change: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOG_KEY }),
  });
}
