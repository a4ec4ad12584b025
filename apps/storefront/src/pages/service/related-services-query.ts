import type { Schemas } from '@startwise/api-client';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Apart from the service's own query (queries.ts), which the route's loader and so every page's first load carry:
// only the service page's related list asks for this.

/** Spec 9: related services asked for (at most 3 tags are shown on each). */
export const RELATED_SERVICES_LIMIT = 15;

/** Services sharing a category or tag with `service` (never the service itself). */
export const relatedServicesQuery = (service: Schemas['Service']) =>
  queryOptions({
    queryKey: ['service', service.slug, 'related'],
    queryFn: ({ signal }) =>
      api.post('/public/services/related', {
        body: {
          serviceId: service._id,
          categories: service.categories.map((category) => category._id),
          tags: service.tags,
          limit: RELATED_SERVICES_LIMIT,
        },
        signal,
        fallbackMessage: 'Unable to load related services',
      }),
  });
