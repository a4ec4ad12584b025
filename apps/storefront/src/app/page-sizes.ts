// Spec 9 page sizes. A module of its own, without imports: the build reads it too (build/route-preloads.ts).

export const TOP_CATEGORIES_LIMIT = 6;
export const CATEGORY_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE = 10;
