import { pageSearchMachine, search } from '@startwise/flows';
import { Container, PageHeading, Stack } from '@startwise/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cachedFirstPage, searchServicesActor } from '../../catalog/search-actors';
import { Seo } from '../../seo/Seo';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';

/**
 * Search (/search?q=): the page-search machine turns typing into an address 500 ms after typing stops, and the
 * address's query into results (a changed query starts again from page 1; Load more appends).
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [snapshot, send] = useMachine(
    pageSearchMachine.provide({
      actors: { searchServices: searchServicesActor },
      // Typing replaces the address (the back button skips half-typed queries).
      actions: { navigate: (_, { url }) => navigate(url, { replace: true }) },
    }),
    { input: { query, firstPage: cachedFirstPage(queryClient, query) } },
  );
  useEffect(() => {
    if (query !== snapshot.context.query) send({ type: 'QUERY_CHANGED', query });
  }, [query, snapshot.context.query, send]);
  return (
    <Container>
      <Seo
        title={query ? `Search results for "${query}"` : 'Search'}
        description="Search Startwise services: company registration, GST, trademarks, licences, compliance and more."
      />
      <Stack space="xlarge">
        <PageHeading title="Search Services" description="Find the registration, licence or filing you need." />
        <SearchBox
          text={search.searchText(snapshot)}
          canSubmit={search.canSubmitSearch(snapshot)}
          onType={(text) => send({ type: 'TYPE', text })}
          onClear={() => send({ type: 'CLEAR' })}
          onSubmit={() => send({ type: 'SUBMIT' })}
        />
        <SearchResults snapshot={snapshot} onLoadMore={() => send({ type: 'LOAD_MORE' })} />
      </Stack>
    </Container>
  );
}
