import type { SnapshotFrom } from 'xstate';
import { isSearchable } from '../../rules/search.js';
import type { pageSearchMachine } from './page-search.machine.js';

type Snapshot = SnapshotFrom<typeof pageSearchMachine>;

export const searchText = (snapshot: Snapshot) => snapshot.context.text;
/** The query the results belong to (the address's `q` as the flow last heard it). */
export const resultsQuery = (snapshot: Snapshot) => snapshot.context.query;
/** Submit is disabled while the text is blank. */
export const canSubmitSearch = (snapshot: Snapshot) => isSearchable(snapshot.context.text);
/** Without a query: the invitation panel. */
export const showsInvitation = (snapshot: Snapshot) => snapshot.matches({ results: 'invitation' });
/** First page on its way: the grid's loading state. */
export const isLoadingResults = (snapshot: Snapshot) => snapshot.matches({ results: 'loading' });
export const isLoadingMore = (snapshot: Snapshot) => snapshot.matches({ results: 'loadingMore' });
/** 'No services found' with the suggested searches. */
export const showsNoResults = (snapshot: Snapshot) => snapshot.matches({ results: 'empty' });
export const searchResults = (snapshot: Snapshot) => snapshot.context.results;
export const searchError = (snapshot: Snapshot) => snapshot.context.error;
export const showsSearchError = (snapshot: Snapshot) => snapshot.matches({ results: 'failed' });
export const hasMoreResults = (snapshot: Snapshot) => snapshot.context.results.length < snapshot.context.total;
/** 'Load more results' shows while more exist. */
export const canLoadMore = (snapshot: Snapshot) => snapshot.matches({ results: 'showing' }) && hasMoreResults(snapshot);
/** 'Showing N of M results' */
export const resultsCountText = (snapshot: Snapshot) =>
  `Showing ${snapshot.context.results.length} of ${snapshot.context.total} results`;
/** Spec 2: suggested searches when nothing was found. */
export const SEARCH_SUGGESTIONS = ['GST', 'Company', 'Trademark', 'Registration', 'Business Plan', 'Legal'] as const;
/** The search address typing asked for: navigate (replacing the entry) each time this changes. */
export const searchPageDestination = (snapshot: Snapshot) => snapshot.context.destination;
