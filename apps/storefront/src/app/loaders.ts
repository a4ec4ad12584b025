import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { serviceQuery } from '../pages/service/queries';
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
// They fill the cache they are given: the browser's one client, or a request's own on the server (src/server).

const prime = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    () => null,
  );

/** The loaders of the public routes, filling `queryClient`. */
export function createLoaders(queryClient: QueryClient) {
  return {
    /** The shell: brand (titles) and the categories the header, footer and home page show. */
    root: () =>
      Promise.all([
        prime(queryClient.ensureQueryData(configQuery)),
        prime(queryClient.ensureQueryData(topCategoriesQuery)),
      ]),

    services: () => prime(queryClient.ensureQueryData(activeServicesQuery)),

    /** Starts the category's first page without waiting: the page shows its 8 placeholders until it arrives (spec 9). */
    category: ({ params }: LoaderFunctionArgs) => {
      void prime(queryClient.prefetchInfiniteQuery(categoryServicesQuery(params.slug ?? '')));
      return null;
    },

    /** The service, so its page renders with it; a failure is shown by the page itself ('Service Not Found'). */
    service: ({ params }: LoaderFunctionArgs) => prime(queryClient.ensureQueryData(serviceQuery(params.slug ?? ''))),

    search: ({ request }: LoaderFunctionArgs) => {
      const query = new URL(request.url).searchParams.get('q')?.trim() ?? '';
      return query ? prime(queryClient.ensureQueryData(searchPageQuery(query, 1))) : null;
    },
  };
}
