import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import {
  canLoadMore,
  canSubmitSearch,
  isLoadingMore,
  isLoadingResults,
  pageSearchMachine,
  resultsCountText,
  type SearchPage,
  type SearchRequest,
  searchError,
  searchPageDestination,
  searchResults,
  searchText,
  showsInvitation,
  showsNoResults,
  showsSearchError,
} from '../../src/machines/search/index.js';
import { isSearchable, searchUrl } from '../../src/rules/index.js';
import type { FakeActors } from '../../src/testing/fake-actors.js';
import { transitionPaths } from '../../src/testing/paths.js';
import { modelBasedSuite } from './model-suite.js';

const service = (n: number) => ({ _id: `s${n}`, title: `Service ${n}`, slug: `service-${n}` });
const pageOf = (from: number, count: number, total: number): SearchPage => ({
  items: Array.from({ length: count }, (_, i) => service(from + i)),
  total,
});

const cases: AnyEventObject[] = [
  { type: 'TYPE', text: 'company' },
  { type: 'TYPE', text: '  ' },
  { type: 'QUERY_CHANGED', query: 'gst' },
  { type: 'QUERY_CHANGED', query: '' },
  { type: 'xstate.done.actor.searchServices', output: pageOf(1, 10, 25) },
  { type: 'xstate.done.actor.searchServices', output: pageOf(1, 3, 3) },
  { type: 'xstate.done.actor.searchServices', output: pageOf(1, 0, 0) },
  { type: 'xstate.error.actor.searchServices', error: { message: 'Network error.' } },
  { type: 'xstate.error.actor.searchServices', error: {} },
];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    text: isSearchable(snapshot.context.text),
    query: isSearchable(snapshot.context.query),
    more: snapshot.context.results.length < snapshot.context.total,
  });

type Snapshot = Parameters<typeof searchText>[0];
type Done = { output: SearchPage };

function checkView(fakes: FakeActors) {
  return (raw: AnyMachineSnapshot, event: EventObject, before: AnyMachineSnapshot | undefined) => {
    const snapshot = raw as Snapshot;
    const previous = before as Snapshot | undefined;
    expect(canSubmitSearch(snapshot)).toBe(isSearchable(searchText(snapshot)));
    expect(resultsCountText(snapshot)).toBe(
      `Showing ${searchResults(snapshot).length} of ${snapshot.context.total} results`,
    );
    // The screen navigates each time the destination changes: exactly once per debounce or submit.
    const navigates = event.type === 'SUBMIT' || event.type.startsWith('xstate.after.');
    const destination = searchPageDestination(snapshot);
    if (navigates && isSearchable(searchText(snapshot))) {
      expect(destination).not.toBe(previous && searchPageDestination(previous));
      expect(destination?.url).toBe(searchUrl(searchText(snapshot)));
    } else {
      expect(destination).toBe(previous ? searchPageDestination(previous) : undefined);
    }
    if (event.type === 'QUERY_CHANGED') {
      // A changed query starts over: page 1 replaces whatever was listed.
      expect(searchResults(snapshot)).toEqual([]);
      expect(searchText(snapshot)).toBe((event as unknown as { query: string }).query);
    }
    if (snapshot.matches({ results: 'invitation' })) {
      expect(showsInvitation(snapshot)).toBe(true);
      expect(searchResults(snapshot)).toEqual([]);
    }
    if (snapshot.matches({ results: 'loading' })) {
      expect(isLoadingResults(snapshot)).toBe(true);
      expect(fakes.lastInput('searchServices')).toEqual({ query: 'gst', page: 1, limit: 10 });
    }
    if (snapshot.matches({ results: 'loadingMore' })) {
      expect(isLoadingMore(snapshot)).toBe(true);
      expect((fakes.lastInput('searchServices') as SearchRequest).page).toBe(snapshot.context.page + 1);
    }
    if (snapshot.matches({ results: 'showing' }) && event.type === 'xstate.done.actor.searchServices') {
      const { output } = event as unknown as Done;
      const wasLoadingMore = previous?.matches({ results: 'loadingMore' });
      expect(searchResults(snapshot)).toEqual(
        wasLoadingMore ? [...(previous?.context.results ?? []), ...output.items] : output.items,
      );
      expect(canLoadMore(snapshot)).toBe(searchResults(snapshot).length < output.total);
    }
    if (snapshot.matches({ results: 'showing' }) && event.type === 'xstate.error.actor.searchServices') {
      // A failed "load more" keeps the list and tells the error.
      expect(searchResults(snapshot)).toEqual(previous?.context.results);
      expect(searchError(snapshot)).toBeDefined();
    }
    if (snapshot.matches({ results: 'empty' })) expect(showsNoResults(snapshot)).toBe(true);
    if (snapshot.matches({ results: 'failed' })) {
      expect(showsSearchError(snapshot)).toBe(true);
      const error = (event as { error?: { message?: string } }).error;
      if (error) expect(searchError(snapshot)).toBe(error.message ?? 'Failed to search services');
    }
  };
}

describe('page search machine (model-based)', () => {
  const input = { query: 'gst' };
  modelBasedSuite(pageSearchMachine).walk(
    transitionPaths(pageSearchMachine, { cases, serializeState, input }),
    (fakes) => {
      const machine = pageSearchMachine.provide({
        actors: { searchServices: fakes.promise('searchServices') as never },
      });
      return { machine, input, check: checkView(fakes) };
    },
  );

  it('opens on the invitation panel without a query', () => {
    const actor = createActor(pageSearchMachine, { input: {} }).start();
    expect(showsInvitation(actor.getSnapshot())).toBe(true);
    actor.stop();
  });
});

describe('page search debounce (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('navigates 500 ms after the last keystroke, to the encoded search address', async () => {
    const navigate = vi.fn();
    const actor = createActor(
      pageSearchMachine.provide({ actors: { searchServices: fromPromise(async () => pageOf(1, 0, 0)) } }),
      { input: {} },
    ).start();
    // What the screen does: navigate each time the destination changes.
    let shown = searchPageDestination(actor.getSnapshot());
    actor.subscribe((snapshot) => {
      const destination = searchPageDestination(snapshot);
      if (destination && destination !== shown) navigate(destination.url);
      shown = destination;
    });
    actor.send({ type: 'TYPE', text: 'company' });
    await vi.advanceTimersByTimeAsync(400);
    actor.send({ type: 'TYPE', text: 'company & co' });
    await vi.advanceTimersByTimeAsync(499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/search?q=company%20%26%20co');
    actor.send({ type: 'TYPE', text: '   ' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('pages: page 1 replaces, Load more appends until all are listed', async () => {
    const search = vi.fn(async ({ page }: SearchRequest) => pageOf((page - 1) * 10 + 1, page < 3 ? 10 : 5, 25));
    const actor = createActor(
      pageSearchMachine.provide({ actors: { searchServices: fromPromise(({ input }) => search(input)) } }),
      { input: { query: 'gst' } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(resultsCountText(actor.getSnapshot())).toBe('Showing 10 of 25 results');
    actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(resultsCountText(actor.getSnapshot())).toBe('Showing 25 of 25 results');
    expect(canLoadMore(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'LOAD_MORE' });
    expect(search).toHaveBeenCalledTimes(3);
    actor.send({ type: 'QUERY_CHANGED', query: 'trademark' });
    await vi.advanceTimersByTimeAsync(0);
    expect(search).toHaveBeenLastCalledWith({ query: 'trademark', page: 1, limit: 10 });
    expect(searchResults(actor.getSnapshot()).map((item) => item._id)).toEqual(
      pageOf(1, 10, 25).items.map((item) => item._id),
    );
  });

  it('shows a first page the app already has at once, and pages on from it', async () => {
    const search = vi.fn(async ({ page }: SearchRequest) => pageOf((page - 1) * 10 + 1, page < 3 ? 10 : 5, 25));
    const actor = createActor(
      pageSearchMachine.provide({ actors: { searchServices: fromPromise(({ input }) => search(input)) } }),
      { input: { query: 'gst', firstPage: pageOf(1, 10, 25) } },
    ).start();
    expect(isLoadingResults(actor.getSnapshot())).toBe(false);
    expect(resultsCountText(actor.getSnapshot())).toBe('Showing 10 of 25 results');
    expect(search).not.toHaveBeenCalled();
    actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(search).toHaveBeenCalledWith({ query: 'gst', page: 2, limit: 10 });
    expect(resultsCountText(actor.getSnapshot())).toBe('Showing 20 of 25 results');
  });

  it('shows "no services found" at once for a first page without results', () => {
    const actor = createActor(pageSearchMachine, { input: { query: 'zzz', firstPage: pageOf(1, 0, 0) } }).start();
    expect(showsNoResults(actor.getSnapshot())).toBe(true);
  });

  it('ignores a first page without a query: the invitation shows', () => {
    const actor = createActor(pageSearchMachine, { input: { query: ' ', firstPage: pageOf(1, 3, 3) } }).start();
    expect(showsInvitation(actor.getSnapshot())).toBe(true);
  });
});
