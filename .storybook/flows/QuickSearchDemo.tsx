import { quickSearchMachine, search } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { Alert, Button, Card, Inline, Link, Spinner, Stack, Text, TextField } from '@startwise/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { searchCanned } from './cannedServices';
import { fakeLatency } from './fakeLatency';

const selectors = {
  open: search.isOverlayOpen,
  query: search.quickQuery,
  canSubmit: search.canSubmitQuickSearch,
  showsSuggestions: search.showsSuggestions,
  searching: search.isSearchingSuggestions,
  suggestions: search.suggestions,
  noSuggestions: search.noSuggestionsMessage,
  error: search.suggestionsError,
};

/** The header's quick search: suggestions 300 ms after typing stops, from 2 characters; Enter goes to the page. */
export function QuickSearchDemo() {
  const [navigatedTo, setNavigatedTo] = useState<string | null>(null);
  // The real machine with canned results; `navigate` (the app's router) is shown instead of followed.
  const machine = useMemo(
    () =>
      quickSearchMachine.provide({
        actors: {
          searchSuggestions: fromPromise(async ({ input }: { input: search.SearchRequest }) => {
            await fakeLatency();
            return searchCanned(input);
          }),
        },
        actions: { navigate: (_, params: { url: string }) => setNavigatedTo(params.url) },
      }),
    [],
  );
  const { view, send } = useFlow(machine, selectors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  if (!view.open) {
    return (
      <Stack space="medium">
        {navigatedTo && <Alert tone="info">{`The app goes to ${navigatedTo}`}</Alert>}
        <Inline space="small">
          <Button
            variant="secondary"
            onClick={() => {
              setNavigatedTo(null);
              send({ type: 'OPEN' });
            }}
          >
            Search
          </Button>
        </Inline>
      </Stack>
    );
  }

  return (
    <Card>
      <form onSubmit={submit}>
        <Stack space="medium">
          <TextField
            label="Search services"
            type="search"
            autoFocus
            value={view.query}
            onChange={(event) => send({ type: 'TYPE', query: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Escape') send({ type: 'CLOSE' });
            }}
          />
          {view.searching && <Spinner size="small" label="Searching..." />}
          {view.suggestions.length > 0 && (
            <Stack space="small">
              <Text weight="strong">Search Results</Text>
              <Stack as="ul" space="xsmall">
                {view.suggestions.map((service) => (
                  <Text as="li" key={service._id}>
                    <Link href={`/services/${service.slug}`}>{service.title}</Link>
                  </Text>
                ))}
              </Stack>
            </Stack>
          )}
          {view.noSuggestions && (
            <Stack space="xsmall">
              <Text weight="strong">{view.noSuggestions}</Text>
              <Text tone="muted">{search.NO_SUGGESTIONS_HINT}</Text>
            </Stack>
          )}
          {view.error && <Alert tone="critical">{view.error}</Alert>}
          <Inline space="small">
            <Button type="submit" disabled={!view.canSubmit}>
              Search
            </Button>
            <Button variant="ghost" onClick={() => send({ type: 'CLOSE' })}>
              Close
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
