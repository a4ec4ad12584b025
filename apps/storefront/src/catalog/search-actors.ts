import type { Schemas } from '@startwise/api-client';
import type { search } from '@startwise/flows';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { queryClient } from '../app/providers';
import { searchPageQuery } from '../app/queries';

/**
 * The search machines' call: one page of results through the query cache, so a page the route loader already
 * fetched is not fetched again (and the back button shows earlier results at once).
 */
export const searchServicesActor = fromPromise<search.SearchPage, search.SearchRequest>(
  async ({ input: { query, page, limit } }) =>
    asSearchPage(await queryClient.fetchQuery(searchPageQuery(query, page, limit))),
);

type SearchResult = Awaited<ReturnType<NonNullable<ReturnType<typeof searchPageQuery>['queryFn']>>>;

const asSearchPage = (result: SearchResult): search.SearchPage => ({
  items: result.services,
  total: result.totalResults,
});

/**
 * The query's first page if the cache has it (the route loader fetched it, or the server rendered the page with
 * it): the search page then starts with its results instead of a loading state.
 */
export function cachedFirstPage(client: QueryClient, query: string): search.SearchPage | undefined {
  const result = query ? client.getQueryData(searchPageQuery(query, 1).queryKey) : undefined;
  return result ? asSearchPage(result) : undefined;
}

/** The machines keep results as the call gave them: full service summaries. */
export const asServiceSummaries = (items: readonly search.ServiceSummary[]) =>
  items as readonly Schemas['ServiceSummary'][];
