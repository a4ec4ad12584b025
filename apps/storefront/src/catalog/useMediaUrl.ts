import { resolveMediaUrl } from '@startwise/api-client';
import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../app/queries';

/** Resolves catalog media paths (thumbnails) under the server's uploads base from GET /api/config. */
export function useMediaUrl(): (path: string | null | undefined) => string | undefined {
  const { data } = useQuery(configQuery);
  const base = data?.uploadsBaseUrl ?? '/media';
  return (path) => resolveMediaUrl(path ?? '', base);
}
