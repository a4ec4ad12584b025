// A list screen's filters and page live in the address (/backoffice/audit?action=staff.create&page=2), so a link
// opens the same list. The queue, the audit log and the payments list read and write them the same way.

export interface ListView<Key extends string> {
  filters: Partial<Record<Key, string>>;
  page: number;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `value` when it is one of `values` (a hand-edited address may hold anything). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | undefined =>
  values.find((known) => known === value);

/** The filters named `keys` (blank ones left out) and the page (1 unless a whole number above 1). */
export function readListView<Key extends string>(params: URLSearchParams, keys: readonly Key[]): ListView<Key> {
  const filters: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address for a view: empty filters and the first page are left out, so the plain list's link is bare. */
export function writeListView<Key extends string>(view: ListView<Key>, keys: readonly Key[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** How many filters are on (a search counts as one). */
export const activeFilterCount = <Key extends string>(view: ListView<Key>, keys: readonly Key[]) =>
  keys.filter((key) => view.filters[key]).length;
