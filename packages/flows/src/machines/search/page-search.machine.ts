import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../../rules/error-message.js';
import { SEARCH_FAILED } from '../../rules/feedback.js';
import { isSearchable, searchUrl } from '../../rules/search.js';
import {
  PAGE_SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  type SearchPage,
  type SearchRequest,
  type ServiceSummary,
} from './service-summary.js';

export interface PageSearchInput {
  /** The `q` of the address the page opened with. */
  query?: string;
  /**
   * The query's first page when the app already has it (its cache, or the data a server-rendered page came with):
   * the results show at once, with no call and no loading state.
   */
  firstPage?: SearchPage;
}

export interface PageSearchContext {
  /** What is in the text box. */
  text: string;
  /** The query the results belong to (the address's `q`). */
  query: string;
  results: ServiceSummary[];
  total: number;
  /** The last page loaded. */
  page: number;
  error?: string;
  /**
   * The search address the typed text asks for (after the debounce, or at once on SUBMIT): a new object each time,
   * so the screen navigates once per request, even to the address it shows (docs/flows.md, navigation).
   */
  destination?: { url: string };
}

export type PageSearchEvent =
  | { type: 'TYPE'; text: string }
  | { type: 'CLEAR' }
  | { type: 'SUBMIT' }
  /** The address's `q` changed (the app sends it from its router). */
  | { type: 'QUERY_CHANGED'; query: string }
  | { type: 'LOAD_MORE' };

type Loaded = { type: 'xstate.done.actor.searchServices'; output: SearchPage };

/**
 * The search page (spec 2): typing is debounced 500 ms and then asks for the search address (`destination`); the address's
 * query drives the results. Page 1 replaces the list, later pages append, Load more while more exist.
 */
export const pageSearchMachine = setup({
  types: {
    input: {} as PageSearchInput,
    context: {} as PageSearchContext,
    events: {} as PageSearchEvent,
  },
  actors: {
    searchServices: fromPromise<SearchPage, SearchRequest>(async () => {
      throw new Error('provide me: searchServices');
    }),
  },
  actions: {
    chooseDestination: assign({ destination: ({ context }) => ({ url: searchUrl(context.text) }) }),
    setText: assign({ text: ({ event }) => (event.type === 'TYPE' ? event.text : '') }),
    startQuery: assign(({ event }) => {
      const query = event.type === 'QUERY_CHANGED' ? event.query : '';
      return { query, text: query, results: [], total: 0, page: 0, error: undefined };
    }),
    replaceResults: assign(({ event }) => {
      const { output } = event as unknown as Loaded;
      return { results: output.items, total: output.total, page: 1, error: undefined };
    }),
    appendResults: assign(({ context, event }) => {
      const { output } = event as unknown as Loaded;
      return { results: [...context.results, ...output.items], total: output.total, page: context.page + 1 };
    }),
    setError: assign({ error: ({ event }) => errorMessage((event as { error?: unknown }).error, SEARCH_FAILED) }),
  },
  guards: {
    typedSomething: ({ event }) => event.type === 'TYPE' && isSearchable(event.text),
    canSubmit: ({ context }) => isSearchable(context.text),
    hasQuery: ({ context }) => isSearchable(context.query),
    hasFirstPage: ({ context }) => isSearchable(context.query) && context.page > 0,
    firstPageFoundSome: ({ context }) => isSearchable(context.query) && context.page > 0 && context.results.length > 0,
    foundSome: ({ event }) => (event as unknown as Loaded).output.items.length > 0,
    hasMore: ({ context }) => context.results.length < context.total,
  },
  delays: {
    pageSearchDebounce: PAGE_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'pageSearch',
  context: ({ input }) => ({
    text: input.query ?? '',
    query: input.query ?? '',
    results: input.firstPage?.items ?? [],
    total: input.firstPage?.total ?? 0,
    page: input.firstPage ? 1 : 0,
  }),
  type: 'parallel',
  states: {
    typing: {
      initial: 'idle',
      on: {
        TYPE: [
          { guard: 'typedSomething', target: '.debouncing', reenter: true, actions: 'setText' },
          { target: '.idle', actions: 'setText' },
        ],
        CLEAR: { target: '.idle', actions: 'setText' },
        // The address changed under a pending debounce (back button, a link): the typed text is stale.
        QUERY_CHANGED: '.idle',
        SUBMIT: {
          guard: 'canSubmit',
          target: '.idle',
          actions: 'chooseDestination',
        },
      },
      states: {
        idle: {},
        debouncing: {
          after: {
            pageSearchDebounce: {
              target: 'idle',
              actions: 'chooseDestination',
            },
          },
        },
      },
    },
    results: {
      initial: 'starting',
      on: {
        QUERY_CHANGED: { target: '.starting', actions: 'startQuery' },
      },
      states: {
        starting: {
          always: [
            { guard: 'firstPageFoundSome', target: 'showing' },
            { guard: 'hasFirstPage', target: 'empty' },
            { guard: 'hasQuery', target: 'loading' },
            { target: 'invitation' },
          ],
        },
        /** No query: the invitation panel. */
        invitation: {},
        loading: {
          invoke: {
            id: 'searchServices',
            src: 'searchServices',
            input: ({ context }) => ({ query: context.query.trim(), page: 1, limit: SEARCH_PAGE_SIZE }),
            onDone: [
              { guard: 'foundSome', target: 'showing', actions: 'replaceResults' },
              { target: 'empty', actions: 'replaceResults' },
            ],
            onError: { target: 'failed', actions: 'setError' },
          },
        },
        showing: {
          on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          invoke: {
            id: 'searchServices',
            src: 'searchServices',
            input: ({ context }) => ({ query: context.query.trim(), page: context.page + 1, limit: SEARCH_PAGE_SIZE }),
            onDone: { target: 'showing', actions: 'appendResults' },
            // The list stays; the error is told once.
            onError: { target: 'showing', actions: 'setError' },
          },
        },
        /** 'No services found' with suggestions. */
        empty: {},
        failed: {},
      },
    },
  },
});
