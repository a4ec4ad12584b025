// Spec 5 "Search" and spec 2 header search.

/** Suggestions start at this many (trimmed) characters. */
export const SUGGESTION_MIN_CHARS = 2;

/** The Search button is enabled only for a non-blank query. */
export function isSearchable(query: string | undefined | null): boolean {
  return (query ?? '').trim() !== '';
}

export function shouldSuggest(query: string | undefined | null): boolean {
  return (query ?? '').trim().length >= SUGGESTION_MIN_CHARS;
}

/** The search page address for a query (trimmed, URL-encoded). */
export function searchUrl(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}
