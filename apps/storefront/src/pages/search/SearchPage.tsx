import { pageSearchMachine, search } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { Container, PageHeading, Stack } from '@startwise/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cachedFirstPage, searchServicesActor } from '../../catalog/search-actors';
import { Seo } from '../../seo/Seo';
import { SearchBox } from './SearchBox';
import { resultsSelectors, SearchResults } from './SearchResults';

const machine = pageSearchMachine.provide({ actors: { searchServices: searchServicesActor } });

const selectors = {
  ...resultsSelectors,
  text: search.searchText,
  canSubmit: search.canSubmitSearch,
  query: search.resultsQuery,
  destination: search.searchPageDestination,
};

/**
 * Search (/search?q=): the page-search machine turns typing into an address 500 ms after typing stops (the page
 * follows it), and the
 * address's query into results (a changed query starts again from page 1; Load more appends).
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { view, send } = useFlow(machine, selectors, {
    input: { query, firstPage: cachedFirstPage(queryClient, query) },
  });
  useEffect(() => {
    if (query !== view.query) send({ type: 'QUERY_CHANGED', query });
  }, [query, view.query, send]);
  // The flow asks for an address after typing stops (or on submit); going there replaces the entry, so the back
  // button skips half-typed queries. Each request is a new object: it is followed once.
  const followed = useRef(view.destination);
  useEffect(() => {
    if (!view.destination || view.destination === followed.current) return;
    followed.current = view.destination;
    navigate(view.destination.url, { replace: true });
  }, [view.destination, navigate]);
  return (
    <Container>
      <Seo
        title={query ? `Search results for "${query}"` : 'Search'}
        description="Search Startwise services: company registration, GST, trademarks, licences, compliance and more."
      />
      <Stack space="xlarge">
        <PageHeading title="Search Services" description="Find the registration, licence or filing you need." />
        <SearchBox
          text={view.text}
          canSubmit={view.canSubmit}
          onType={(text) => send({ type: 'TYPE', text })}
          onClear={() => send({ type: 'CLEAR' })}
          onSubmit={() => send({ type: 'SUBMIT' })}
        />
        <SearchResults view={view} onLoadMore={() => send({ type: 'LOAD_MORE' })} />
      </Stack>
    </Container>
  );
}
