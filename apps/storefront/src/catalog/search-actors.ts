import type { Schemas } from '@startwise/api-client';
import type { search } from '@startwise/flows';
import { fromPromise } from 'xstate';
import { queryClient } from '../app/providers';
import { searchPageQuery } from '../app/queries';

/**
 * The search machines' call: one page of results through the query cache, so a page the route loader already
 * fetched is not fetched again (and the back button shows earlier results at once).
 */
export const searchServicesActor = fromPromise<search.SearchPage, search.SearchRequest>(
  async ({ input: { query, page, limit } }) => {
    const result = await queryClient.fetchQuery(searchPageQuery(query, page, limit));
    return { items: result.services, total: result.totalResults };
  },
);

/** The machines keep results as the call gave them: full service summaries. */
export const asServiceSummaries = (items: readonly search.ServiceSummary[]) =>
  items as readonly Schemas['ServiceSummary'][];
