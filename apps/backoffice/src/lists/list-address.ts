// A list screen's filters and page live in the address (/backoffice/inbox?status=open&page=2), so a link opens the
// same list. These read and write them; each screen names its own filter keys and keeps any other parameter (the
// queue's order) itself.

export type Filters<K extends string> = Partial<Record<K, string>>;

/** `assignee=mine`: the member's own work, whoever opens the link. */
export const MINE = 'mine';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A service's or category's slug, as the contract takes it. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The value when it is one of `values` (a hand-edited address may hold anything). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | undefined =>
  values.find((known) => known === value);

/** The address's search as the API takes it: its first 100 characters (the contract's limit); none when empty. */
export const searchOf = (q: string | undefined): { q?: string } => (q ? { q: q.slice(0, 100) } : {});

/** The filters the address holds, trimmed; empty ones are left out. */
export function readFilters<K extends string>(params: URLSearchParams, keys: readonly K[]): Filters<K> {
  const filters: Filters<K> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The page the address asks for: a whole number above 1, else the first. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Writes the filters (in `keys`' order), then `extra`, then the page; defaults and empty values are left out. */
export function writeListAddress<K extends string>(
  keys: readonly K[],
  filters: Filters<K>,
  page: number,
  extra: Record<string, string | undefined> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** How many filters are on (a search counts as one). */
export const activeCount = <K extends string>(keys: readonly K[], filters: Filters<K>) =>
  keys.filter((key) => filters[key]).length;
