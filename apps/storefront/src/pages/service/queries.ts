import type { Schemas } from '@startwise/api-client';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

/** Spec 9: related services asked for (at most 3 tags are shown on each). */
export const RELATED_SERVICES_LIMIT = 15;

export const serviceQuery = (slug: string) =>
  queryOptions({
    queryKey: ['service', slug],
    queryFn: ({ signal }) =>
      api.get('/public/services/{slug}', {
        params: { path: { slug } },
        signal,
        fallbackMessage: 'Failed to fetch service',
      }),
  });

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
