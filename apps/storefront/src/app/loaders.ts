import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from './providers';
import {
  activeServicesQuery,
  categoryServicesQuery,
  configQuery,
  searchPageQuery,
  topCategoriesQuery,
} from './queries';

// Route loaders only prime the react-query cache, so data and the page's code load in parallel and the page
// renders with its data (no flash of loading state). A failed call is not thrown here: the page reads the
// same query and shows its own error state ('Category Not Found', 'Failed to fetch services').

const prime = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    () => null,
  );

/** The shell: brand (titles) and the categories the header, footer and home page show. */
export const rootLoader = () =>
  Promise.all([
    prime(queryClient.ensureQueryData(configQuery)),
    prime(queryClient.ensureQueryData(topCategoriesQuery)),
  ]);

export const servicesLoader = () => prime(queryClient.ensureQueryData(activeServicesQuery));

/** Starts the category's first page without waiting: the page shows its 8 placeholders until it arrives (spec 9). */
export const categoryLoader = ({ params }: LoaderFunctionArgs) => {
  void prime(queryClient.prefetchInfiniteQuery(categoryServicesQuery(params.slug ?? '')));
  return null;
};

export const searchLoader = ({ request }: LoaderFunctionArgs) => {
  const query = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  return query ? prime(queryClient.ensureQueryData(searchPageQuery(query, 1))) : null;
};
