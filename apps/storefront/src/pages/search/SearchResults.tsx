import type { pageSearchMachine } from '@startwise/flows';
import { search } from '@startwise/flows';
import { Alert, Button, ButtonLink, Card, EmptyState, Heading, Inline, Link, Stack, Text } from '@startwise/ui';
import type { SnapshotFrom } from 'xstate';
import { ServiceGrid, ServiceGridSkeleton } from '../../catalog/ServiceGrid';
import { asServiceSummaries } from '../../catalog/search-actors';

const LOADING_PLACEHOLDERS = 6;

function Suggestions() {
  return (
    <Inline as="ul" space="small" aria-label="Suggested searches">
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

/** Shown before anything is searched. */
function SearchInvitation() {
  return (
    <Card as="section" padding="large" aria-labelledby="search-invitation">
      <Stack space="medium">
        <Heading level="2" id="search-invitation">
          What can we help you with?
        </Heading>
        <Text tone="muted">
          Search by service, registration or document — for example GST, company incorporation or trademark filing.
        </Text>
        <Suggestions />
      </Stack>
    </Card>
  );
}

export interface SearchResultsProps {
  snapshot: SnapshotFrom<typeof pageSearchMachine>;
  onLoadMore: () => void;
}

/** The invitation, the results with 'Showing N of M results' and 'Load more results', or 'No services found'. */
export function SearchResults({ snapshot, onLoadMore }: SearchResultsProps) {
  if (search.showsInvitation(snapshot)) return <SearchInvitation />;
  if (search.isLoadingResults(snapshot)) return <ServiceGridSkeleton count={LOADING_PLACEHOLDERS} />;
  if (search.showsSearchError(snapshot)) return <Alert tone="critical">{search.searchError(snapshot)}</Alert>;
  if (search.showsNoResults(snapshot)) {
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
  const error = search.searchError(snapshot);
  return (
    <Stack space="large">
      <ServiceGrid services={asServiceSummaries(search.searchResults(snapshot))} label="Search results" />
      <Stack space="medium" align="center">
        <Text tone="muted" align="center">
          {search.resultsCountText(snapshot)}
        </Text>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        {search.hasMoreResults(snapshot) ? (
          <Button variant="secondary" onClick={onLoadMore} loading={search.isLoadingMore(snapshot)}>
            Load more results
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
