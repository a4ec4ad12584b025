import { pageSearchMachine, search } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { Alert, Button, EmptyState, Inline, Link, Spinner, Stack, Text, TextField } from '@startwise/ui';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { searchCanned } from './cannedServices';
import { fakeLatency } from './fakeLatency';

const selectors = {
  text: search.searchText,
  canSubmit: search.canSubmitSearch,
  invitation: search.showsInvitation,
  loading: search.isLoadingResults,
  loadingMore: search.isLoadingMore,
  noResults: search.showsNoResults,
  results: search.searchResults,
  failed: search.showsSearchError,
  error: search.searchError,
  canLoadMore: search.canLoadMore,
  count: search.resultsCountText,
};

/** The search page: typing navigates 500 ms after it stops, the address's query drives the results. */
export function PageSearchDemo() {
  // Stands in for the router: `navigate` changes the address, and the address's q goes back to the machine.
  const [address, setAddress] = useState('/search');
  const machine = useMemo(
    () =>
      pageSearchMachine.provide({
        actors: {
          searchServices: fromPromise(async ({ input }: { input: search.SearchRequest }) => {
            await fakeLatency();
            return searchCanned(input);
          }),
        },
        actions: { navigate: (_, params: { url: string }) => setAddress(params.url) },
      }),
    [],
  );
  const { view, send } = useFlow(machine, selectors, { input: {} });
  useEffect(() => {
    const query = new URLSearchParams(address.split('?')[1] ?? '').get('q') ?? '';
    send({ type: 'QUERY_CHANGED', query });
  }, [address, send]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <Stack space="medium">
      <form onSubmit={submit}>
        <Inline space="small" alignY="bottom">
          <TextField
            label="Search services"
            type="search"
            value={view.text}
            onChange={(event) => send({ type: 'TYPE', text: event.target.value })}
          />
          <Button type="submit" disabled={!view.canSubmit}>
            Search
          </Button>
        </Inline>
      </form>
      <Text size="small" tone="muted">{`Address: ${address}`}</Text>
      {view.invitation && <Text>Type what you are looking for: GST, company, trademark…</Text>}
      {view.loading && <Spinner label="Loading results" />}
      {view.noResults && (
        <EmptyState
          title="No services found"
          description={`Try one of these: ${search.SEARCH_SUGGESTIONS.join(', ')}`}
        />
      )}
      {view.failed && <Alert tone="critical">{view.error ?? ''}</Alert>}
      {view.results.length > 0 && (
        <Stack space="small">
          <Text weight="strong">{view.count}</Text>
          <Stack as="ul" space="xsmall">
            {view.results.map((service) => (
              <Text as="li" key={service._id}>
                <Link href={`/services/${service.slug}`}>{service.title}</Link>
              </Text>
            ))}
          </Stack>
          {view.canLoadMore && (
            <Inline space="small">
              <Button variant="secondary" loading={view.loadingMore} onClick={() => send({ type: 'LOAD_MORE' })}>
                Load more results
              </Button>
            </Inline>
          )}
        </Stack>
      )}
    </Stack>
  );
}
