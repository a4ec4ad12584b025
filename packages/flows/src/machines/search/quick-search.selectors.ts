import type { SnapshotFrom } from 'xstate';
import { isSearchable, shouldSuggest } from '../../rules/search.js';
import type { quickSearchMachine } from './quick-search.machine.js';

type Snapshot = SnapshotFrom<typeof quickSearchMachine>;

export const isOverlayOpen = (snapshot: Snapshot) => snapshot.matches('open');
export const quickQuery = (snapshot: Snapshot) => snapshot.context.query;
/** The Search button is disabled while the query is blank. */
export const canSubmitQuickSearch = (snapshot: Snapshot) =>
  isOverlayOpen(snapshot) && isSearchable(snapshot.context.query);
/** The suggestions panel shows from 2 trimmed characters. */
export const showsSuggestions = (snapshot: Snapshot) =>
  isOverlayOpen(snapshot) && shouldSuggest(snapshot.context.query);
/** 'Searching...' while the debounce runs and the call is out. */
export const isSearchingSuggestions = (snapshot: Snapshot) =>
  snapshot.matches({ open: 'debouncing' }) || snapshot.matches({ open: 'searching' });
/** 'Search Results' with the suggestions and 'View all results'. */
export const suggestions = (snapshot: Snapshot) =>
  snapshot.matches({ open: 'results' }) ? snapshot.context.results : [];
/** 'No results found for "{query}"' — undefined unless the search found nothing. */
export const noSuggestionsMessage = (snapshot: Snapshot) =>
  snapshot.matches({ open: 'noResults' }) ? `No results found for "${snapshot.context.query.trim()}"` : undefined;
export const NO_SUGGESTIONS_HINT = 'Try different keywords or browse our services';
export const suggestionsError = (snapshot: Snapshot) =>
  snapshot.matches({ open: 'error' }) ? snapshot.context.error : undefined;
/** Where the visitor submitted to go (`/search?q=...`), once SUBMIT closed the overlay; the screen navigates. */
export const quickSearchDestination = (snapshot: Snapshot) => snapshot.context.destination;
