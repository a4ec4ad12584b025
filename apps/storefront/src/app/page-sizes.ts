// Spec 9 page sizes. A module of its own, without imports: the build reads it too (build/route-preloads.ts).

export const TOP_CATEGORIES_LIMIT = 6;
/** The footer lists at most 7 services per category. */
export const FOOTER_SERVICES_PER_CATEGORY = 7;
/** Home's tabs show the first services of each category; the category page has the rest. */
export const SERVICES_PER_TAB = 6;
/** Services each top category brings: the most any page shows (the header's menus link to the rest). */
export const SERVICES_PER_CATEGORY = Math.max(FOOTER_SERVICES_PER_CATEGORY, SERVICES_PER_TAB);
export const CATEGORY_PAGE_SIZE = 12;
export const SEARCH_PAGE_SIZE = 10;
