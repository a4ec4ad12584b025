import { search } from '@startwise/flows';
import { Alert, Button, ButtonLink, EmptyState, Inline, Link, Stack, Text } from '@startwise/ui';
import { ServiceGrid } from '../../catalog/ServiceGrid';
import { ServicesLoading } from '../../catalog/ServicesLoading';
import { asServiceSummaries } from '../../catalog/search-actors';

function Suggestions() {
  return (
    <Inline as="ul" space="small" align="center" aria-label="Suggested searches">
      {search.SEARCH_SUGGESTIONS.map((suggestion) => (
        <li key={suggestion}>
          <ButtonLink href={`/search?q=${encodeURIComponent(suggestion)}`} variant="secondary" size="small">
            {suggestion}
          </ButtonLink>
        </li>
      ))}
    </Inline>
  );
}

/** Shown before anything is searched: the same panel as an empty search, with suggestions to start from. */
function SearchInvitation() {
  return (
    <EmptyState
      icon="search"
      title="What can we help you with?"
      description={
        <Stack space="medium" align="center">
          <Text tone="muted" align="center">
            Search by service, registration or document — for example GST, company incorporation or trademark filing.
          </Text>
          <Suggestions />
        </Stack>
      }
    />
  );
}

/** What the results read from the page-search flow (useFlow selectors). */
export const resultsSelectors = {
  invitation: search.showsInvitation,
  loading: search.isLoadingResults,
  failed: search.showsSearchError,
  noResults: search.showsNoResults,
  error: search.searchError,
  results: search.searchResults,
  countText: search.resultsCountText,
  hasMore: search.hasMoreResults,
  loadingMore: search.isLoadingMore,
};

export type SearchResultsView = {
  [K in keyof typeof resultsSelectors]: ReturnType<(typeof resultsSelectors)[K]>;
};

export interface SearchResultsProps {
  view: SearchResultsView;
  onLoadMore: () => void;
}

/** The invitation, the results with 'Showing N of M results' and 'Load more results', or 'No services found'. */
export function SearchResults({ view, onLoadMore }: SearchResultsProps) {
  if (view.invitation) return <SearchInvitation />;
  if (view.loading) return <ServicesLoading />;
  if (view.failed) return <EmptyState tone="critical" title="Search failed" description={view.error} />;
  if (view.noResults) {
    return (
      <EmptyState
        icon="search"
        title="No services found"
        description={
          <Stack space="medium" align="center">
            <Text tone="muted" align="center">
              Try a different keyword, or one of these:
            </Text>
            <Suggestions />
          </Stack>
        }
        action={<Link href="/services">Browse all services</Link>}
      />
    );
  }
  const { error } = view;
  return (
    <Stack space="large">
      <ServiceGrid services={asServiceSummaries(view.results)} label="Search results" />
      <Stack space="medium" align="center">
        <Text tone="muted" align="center">
          {view.countText}
        </Text>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        {view.hasMore ? (
          <Button variant="secondary" onClick={onLoadMore} loading={view.loadingMore}>
            Load more results
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
