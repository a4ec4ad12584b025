import type { Schemas } from '@startwise/api-client';
import { search } from '@startwise/flows';
import { searchUrl } from '@startwise/flows/rules';
import { Box, Column, Columns, Heading, Link, Stack, Text } from '@startwise/ui';
import { Highlight } from '../catalog/Highlight';
import { useMediaUrl } from '../catalog/useMediaUrl';

export interface SearchSuggestionsProps {
  /** The trimmed query the suggestions are for. */
  query: string;
  searching: boolean;
  results: readonly Schemas['ServiceSummary'][];
  /** 'No results found for "{query}"' when nothing matched. */
  noResults?: string;
  error?: string;
  /** Called when a link is chosen (the overlay closes). */
  onChoose: () => void;
}

/** Thumbnails in the suggestion list are small squares. */
const THUMBNAIL_SIZE = 48;

/**
 * The header overlay's suggestions (spec 2): 'Searching...', then 'Search Results' with thumbnail, title and
 * meta description (matches highlighted) and 'View all results', or the no-results text.
 */
export function SearchSuggestions({ query, searching, results, noResults, error, onChoose }: SearchSuggestionsProps) {
  const mediaUrl = useMediaUrl();
  return (
    <Box paddingY="medium" aria-live="polite">
      {searching ? <Text tone="muted">Searching...</Text> : null}
      {error ? <Text tone="critical">{error}</Text> : null}
      {noResults ? (
        <Stack space="small">
          <Text weight="strong">{noResults}</Text>
          <Text tone="muted">{search.NO_SUGGESTIONS_HINT}</Text>
        </Stack>
      ) : null}
      {results.length > 0 ? (
        <Stack space="medium">
          <Heading level="3" as="h2">
            Search Results
          </Heading>
          <Stack as="ul" space="medium">
            {results.map((service) => {
              const thumbnail = mediaUrl(service.thumbnail);
              return (
                <li key={service._id}>
                  {/* The title is the link: underlined alone, not the whole block with its description. */}
                  <Columns space="medium" alignY="top">
                    <Column width="content">
                      {thumbnail ? <img src={thumbnail} alt="" width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} /> : null}
                    </Column>
                    <Column>
                      <Stack space="xsmall">
                        <Link href={`/service/${service.slug}`} tone="neutral" onClick={onChoose}>
                          <Highlight text={service.title} query={query} />
                        </Link>
                        <Text as="span" size="small" tone="muted">
                          <Highlight text={service.metaDescription} query={query} />
                        </Text>
                      </Stack>
                    </Column>
                  </Columns>
                </li>
              );
            })}
          </Stack>
          <Link href={searchUrl(query)} onClick={onChoose}>
            View all results
          </Link>
        </Stack>
      ) : null}
    </Box>
  );
}
