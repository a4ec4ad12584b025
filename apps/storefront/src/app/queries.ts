import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from './api';
import { CATEGORY_PAGE_SIZE, SEARCH_PAGE_SIZE, SERVICES_PER_CATEGORY, TOP_CATEGORIES_LIMIT } from './page-sizes';

// Server state of the public store: one definition per call, shared by route loaders (which prime the cache)
// and the pages (which read it). Fallback messages are spec 8's.

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => api.get('/config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * Categories with the few services the header, footer and home tabs show (the answer is inlined into every
 * server-rendered page); refreshed whenever one of them opens.
 */
export const topCategoriesQuery = queryOptions({
  queryKey: ['top-categories', TOP_CATEGORIES_LIMIT, SERVICES_PER_CATEGORY],
  queryFn: ({ signal }) =>
    api.get('/services/top-categories', {
      params: { query: { limit: TOP_CATEGORIES_LIMIT, servicesPerCategory: SERVICES_PER_CATEGORY } },
      signal,
      fallbackMessage: 'Failed to fetch top categories',
    }),
});

export const activeServicesQuery = queryOptions({
  queryKey: ['services', 'active'],
  queryFn: ({ signal }) => api.get('/public/services/active', { signal, fallbackMessage: 'Failed to fetch services' }),
});

/** Category pages of 12; each Load More fetches the next page while more exist (spec 4). */
export const categoryServicesQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['category', slug],
    queryFn: ({ pageParam, signal }) =>
      api.get('/public/services/category/{slug}', {
        params: { path: { slug }, query: { page: pageParam, limit: CATEGORY_PAGE_SIZE } },
        signal,
        fallbackMessage: 'Failed to fetch category services',
      }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.pages ? pagination.page + 1 : undefined),
  });

/** One page of search results (the search machines page through them: page 1 replaces, later pages append). */
export const searchPageQuery = (query: string, page: number, limit = SEARCH_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['search', query, page, limit],
    queryFn: ({ signal }) =>
      api.get('/public/services/search/services', {
        params: { query: { query, page, limit } },
        signal,
        fallbackMessage: 'Failed to search services',
      }),
  });
