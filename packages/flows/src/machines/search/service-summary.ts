/** The parts of a Service that search results show (the API's Service objects fit as they are). */
export interface ServiceSummary {
  _id: string;
  title: string;
  slug: string;
  thumbnail?: string;
  metaDescription?: string;
  price?: number;
  mrp?: number;
  discountable?: boolean;
}

/** One page of results as the search call gives it. */
export interface SearchPage {
  items: ServiceSummary[];
  /** All matches, across pages. */
  total: number;
}

export interface SearchRequest {
  query: string;
  page: number;
  limit: number;
}

/** Spec 9: quick search shows 5 results; the search page pages by 10. */
export const QUICK_SEARCH_LIMIT = 5;
export const SEARCH_PAGE_SIZE = 10;
/** Spec 9 debounces, in ms. */
export const QUICK_SEARCH_DEBOUNCE_MS = 300;
export const PAGE_SEARCH_DEBOUNCE_MS = 500;
