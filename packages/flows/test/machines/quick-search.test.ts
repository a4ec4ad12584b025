import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import {
  canSubmitQuickSearch,
  isOverlayOpen,
  isSearchingSuggestions,
  noSuggestionsMessage,
  quickQuery,
  quickSearchDestination,
  quickSearchMachine,
  type SearchPage,
  showsSuggestions,
  suggestions,
  suggestionsError,
} from '../../src/machines/search/index.js';
import { isSearchable, searchUrl, shouldSuggest } from '../../src/rules/index.js';
import type { FakeActors } from '../../src/testing/fake-actors.js';
import { transitionPaths } from '../../src/testing/paths.js';
import { modelBasedSuite } from './model-suite.js';

const gst = { _id: 's1', title: 'GST Registration', slug: 'gst-registration', metaDescription: 'File for GST' };
const found: SearchPage = { items: [gst], total: 1 };

const cases: AnyEventObject[] = [
  { type: 'TYPE', query: 'g' },
  { type: 'TYPE', query: ' gst ' },
  { type: 'TYPE', query: '' },
  { type: 'xstate.done.actor.searchSuggestions', output: found },
  { type: 'xstate.done.actor.searchSuggestions', output: { items: [], total: 0 } },
  { type: 'xstate.error.actor.searchSuggestions', error: { message: 'Network error.' } },
  { type: 'xstate.error.actor.searchSuggestions', error: {} },
];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    searchable: isSearchable(snapshot.context.query),
    suggest: shouldSuggest(snapshot.context.query),
  });

type Snapshot = Parameters<typeof quickQuery>[0];

function checkView(fakes: FakeActors) {
  return (raw: AnyMachineSnapshot, event: EventObject, previous: AnyMachineSnapshot | undefined) => {
    const snapshot = raw as Snapshot;
    if (snapshot.matches('closed')) {
      expect(isOverlayOpen(snapshot)).toBe(false);
      expect(quickQuery(snapshot)).toBe('');
      expect(suggestions(snapshot)).toEqual([]);
      if (event.type === 'SUBMIT') expect(quickSearchDestination(snapshot)).toBe(searchUrl(previous?.context.query));
      return;
    }
    expect(isOverlayOpen(snapshot)).toBe(true);
    if (event.type === 'OPEN') expect(quickQuery(snapshot)).toBe('');
    expect(canSubmitQuickSearch(snapshot)).toBe(isSearchable(quickQuery(snapshot)));
    if (snapshot.matches({ open: 'idle' })) {
      expect(showsSuggestions(snapshot)).toBe(false);
      expect(isSearchingSuggestions(snapshot)).toBe(false);
      expect(suggestions(snapshot)).toEqual([]);
    } else {
      // Every other open state belongs to a query of at least 2 characters.
      expect(showsSuggestions(snapshot)).toBe(true);
    }
    if (snapshot.matches({ open: 'debouncing' })) expect(isSearchingSuggestions(snapshot)).toBe(true);
    if (snapshot.matches({ open: 'searching' })) {
      expect(isSearchingSuggestions(snapshot)).toBe(true);
      expect(fakes.lastInput('searchSuggestions')).toEqual({ query: 'gst', page: 1, limit: 5 });
    }
    if (snapshot.matches({ open: 'results' })) {
      expect(isSearchingSuggestions(snapshot)).toBe(false);
      expect(suggestions(snapshot)).toEqual([gst]);
    }
    expect(noSuggestionsMessage(snapshot)).toBe(
      snapshot.matches({ open: 'noResults' }) ? 'No results found for "gst"' : undefined,
    );
    if (snapshot.matches({ open: 'error' })) {
      const error = (event as { error?: { message?: string } }).error;
      expect(suggestionsError(snapshot)).toBe(error?.message ?? 'Failed to search services');
      expect(suggestions(snapshot)).toEqual([]);
    } else {
      expect(suggestionsError(snapshot)).toBeUndefined();
    }
  };
}

describe('quick search machine (model-based)', () => {
  modelBasedSuite(quickSearchMachine).walk(transitionPaths(quickSearchMachine, { cases, serializeState }), (fakes) => {
    const machine = quickSearchMachine.provide({
      actors: { searchSuggestions: fakes.promise('searchSuggestions') as never },
    });
    return { machine, check: checkView(fakes) };
  });
});

describe('quick search debounce (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start() {
    const search = vi.fn(async ({ query }: { query: string }) => ({
      items: [{ ...gst, title: query }],
      total: 1,
    }));
    const actor = createActor(
      quickSearchMachine.provide({ actors: { searchSuggestions: fromPromise(({ input }) => search(input)) } }),
    ).start();
    actor.send({ type: 'OPEN' });
    return { actor, search };
  }

  it('asks the server 300 ms after the last keystroke, once', async () => {
    const { actor, search } = start();
    actor.send({ type: 'TYPE', query: 'gs' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'TYPE', query: 'gst' });
    await vi.advanceTimersByTimeAsync(299);
    expect(search).not.toHaveBeenCalled();
    expect(isSearchingSuggestions(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith({ query: 'gst', page: 1, limit: 5 });
    await vi.advanceTimersByTimeAsync(0);
    expect(suggestions(actor.getSnapshot()).map((item) => item.title)).toEqual(['gst']);
  });

  it('never asks for fewer than 2 characters, and clearing the text clears the suggestions', async () => {
    const { actor, search } = start();
    actor.send({ type: 'TYPE', query: ' g ' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).not.toHaveBeenCalled();
    actor.send({ type: 'TYPE', query: 'gst' });
    await vi.advanceTimersByTimeAsync(300);
    expect(suggestions(actor.getSnapshot())).toHaveLength(1);
    actor.send({ type: 'TYPE', query: '' });
    expect(suggestions(actor.getSnapshot())).toEqual([]);
    expect(showsSuggestions(actor.getSnapshot())).toBe(false);
  });

  it('closing before the debounce ends asks nothing; reopening starts empty', async () => {
    const { actor, search } = start();
    actor.send({ type: 'TYPE', query: 'gst' });
    actor.send({ type: 'CLOSE' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(search).not.toHaveBeenCalled();
    actor.send({ type: 'OPEN' });
    expect(quickQuery(actor.getSnapshot())).toBe('');
  });
});
