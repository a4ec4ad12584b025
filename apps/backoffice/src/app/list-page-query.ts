import type { ApiPath, CallResult, paths } from '@startwise/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './api';

/** What a list's GET takes in its address: filters and page. */
type ListQuery<P extends ApiPath<'get'>> = paths[P] extends { get: { parameters: { query?: infer Query } } }
  ? NonNullable<Query>
  : never;

// The client's per-path typing cannot follow a path the caller chooses; `ListQuery` and `CallResult` type both ends.
const readList = api.get as (path: string, init: object) => Promise<unknown>;

/**
 * One page of a list: `path` asked with `query`, cached under `key` and the query; the previous page stays on
 * screen while the next loads.
 */
export const listPageQuery = <P extends ApiPath<'get'>>(
  key: readonly unknown[],
  path: P,
  query: ListQuery<P>,
  fallbackMessage: string,
) =>
  queryOptions({
    queryKey: [...key, query],
    queryFn: ({ signal }) =>
      readList(path, { params: { query }, signal, fallbackMessage }) as Promise<CallResult<'get', P>>,
    placeholderData: keepPreviousData,
  });
