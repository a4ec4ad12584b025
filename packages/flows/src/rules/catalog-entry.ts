// Rules for what the catalog editor sends (a service's or a category's own fields), checked by the back office's
// forms as the admin types and by the server (apps/api/src/modules/catalog/service-input.ts) before it stores them.

/** The contract's `Slug`: lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/**
 * The contract's limits on what the catalog editor sends (CatalogServiceInput, CatalogFaqInput, ServiceIncluded,
 * ServiceMilestones, FormField's name, CatalogCategoryInput): the editor's fields and checks use these, and
 * apps/api/test/contract-rules.test.ts fails if one drifts from openapi.yaml.
 */
export const CATALOG_LIMITS = {
  titleLength: 200,
  metaDescriptionLength: 500,
  /** Whole rupees, for the price and the MRP. */
  maxRupees: 10_000_000,
  turnaroundDays: { minimum: 1, maximum: 365 },
  included: { lines: 8, characters: 120 },
  milestones: { lines: 12, characters: 80 },
  questionLength: 500,
  answerLength: 5000,
  fieldNameLength: 64,
  submitLabelLength: 60,
  categoryNameLength: 120,
  categoryDescriptionLength: 2000,
} as const;

/** The contract's GST SAC code: 4 to 8 digits. */
export const SAC_CODE_PATTERN = /^[0-9]{4,8}$/;
/** The contract's application-form field name: the answer's key. */
export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Words of the API's own paths (`/public/services/active`, `/related`, …) a service slug cannot be. */
export const RESERVED_SERVICE_SLUGS: readonly string[] = ['active', 'related', 'search', 'category', 'submissions'];

export const MRP_BELOW_PRICE = 'MRP must not be lower than the price';

/** Why a slug cannot be used (its shape; a service's also the reserved words), or undefined when it can. */
export function slugProblem(slug: string, kind: 'service' | 'category'): string | undefined {
  if (!slug) return 'Please enter a slug';
  if (slug.length > SLUG_MAX_LENGTH) return `Use at most ${SLUG_MAX_LENGTH} characters`;
  if (!SLUG_PATTERN.test(slug)) return 'Use lowercase letters and digits, words joined by single hyphens';
  if (kind === 'service' && RESERVED_SERVICE_SLUGS.includes(slug)) return `"${slug}" is reserved by the API's paths`;
  return undefined;
}

/** Spec 9's list price: the mrp is what the price is a discount from, so it may not be lower (whole rupees). */
export const mrpProblem = (price: number, mrp: number): string | undefined =>
  mrp < price ? MRP_BELOW_PRICE : undefined;

/** A slug made from a title, for a new entry: 'GST & Tax Filing' -> 'gst-tax-filing'. */
export const slugFromTitle = (title: string): string =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
