import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

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
