import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../../rules/error-message.js';
import { SEARCH_FAILED } from '../../rules/feedback.js';
import { isSearchable, searchUrl, shouldSuggest } from '../../rules/search.js';
import {
  QUICK_SEARCH_DEBOUNCE_MS,
  QUICK_SEARCH_LIMIT,
  type SearchPage,
  type SearchRequest,
  type ServiceSummary,
} from './service-summary.js';

export interface QuickSearchContext {
  /** What is in the overlay's input. */
  query: string;
  /** Suggestions for `query`. */
  results: ServiceSummary[];
  error?: string;
  /** Where SUBMIT asked to go (`/search?q=...`); the screen navigates there (docs/flows.md, navigation). */
  destination?: string;
}

export type QuickSearchEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TYPE'; query: string }
  | { type: 'SUBMIT' };

const cleared = { query: '', results: [], error: undefined };

/** The header's search overlay: suggestions 300 ms after typing stops, from 2 characters (spec 2 and 9). */
export const quickSearchMachine = setup({
  types: {
    context: {} as QuickSearchContext,
    events: {} as QuickSearchEvent,
  },
  actors: {
    searchSuggestions: fromPromise<SearchPage, SearchRequest>(async () => {
      throw new Error('provide me: searchSuggestions');
    }),
  },
  actions: {
    reset: assign({ ...cleared, destination: undefined }),
    clearText: assign(cleared),
    chooseDestination: assign({ destination: (_, params: { url: string }) => params.url }),
    setQuery: assign({ query: ({ event }) => (event.type === 'TYPE' ? event.query : '') }),
    clearResults: assign({ results: [], error: undefined }),
  },
  guards: {
    typedEnoughToSuggest: ({ event }) => event.type === 'TYPE' && shouldSuggest(event.query),
    canSubmit: ({ context }) => isSearchable(context.query),
    foundSome: ({ event }) => (event as unknown as { output: SearchPage }).output.items.length > 0,
  },
  delays: {
    quickSearchDebounce: QUICK_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'quickSearch',
  context: cleared,
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: { target: 'open', actions: 'reset' } },
    },
    open: {
      initial: 'idle',
      on: {
        CLOSE: { target: 'closed', actions: 'reset' },
        // Every keystroke restarts the debounce; too little text clears the suggestions.
        TYPE: [
          { guard: 'typedEnoughToSuggest', target: '.debouncing', reenter: true, actions: 'setQuery' },
          { target: '.idle', actions: ['setQuery', 'clearResults'] },
        ],
        SUBMIT: {
          guard: 'canSubmit',
          target: 'closed',
          actions: [
            { type: 'chooseDestination', params: ({ context }) => ({ url: searchUrl(context.query) }) },
            'clearText',
          ],
        },
      },
      states: {
        idle: {},
        debouncing: {
          after: { quickSearchDebounce: 'searching' },
        },
        searching: {
          invoke: {
            id: 'searchSuggestions',
            src: 'searchSuggestions',
            input: ({ context }) => ({ query: context.query.trim(), page: 1, limit: QUICK_SEARCH_LIMIT }),
            onDone: [
              {
                guard: 'foundSome',
                target: 'results',
                actions: assign({ results: ({ event }) => event.output.items, error: undefined }),
              },
              { target: 'noResults', actions: 'clearResults' },
            ],
            onError: {
              target: 'error',
              actions: assign({ results: [], error: ({ event }) => errorMessage(event.error, SEARCH_FAILED) }),
            },
          },
        },
        results: {},
        noResults: {},
        error: {},
      },
    },
  },
});
