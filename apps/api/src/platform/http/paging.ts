import type { Pagination } from './contract-types.js';
import { badRequest } from './http-error.js';

export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * Where a page starts. The contract already guarantees page >= 1 and 1 <= limit <= 50, but not an upper bound:
 * an absurd page still has to reach SQL as an integer (it finds no rows and is then refused by `paginate`).
 */
export function pageOffset({ page, limit }: PageRequest): number {
  return Math.min((page - 1) * limit, Number.MAX_SAFE_INTEGER);
}

/**
 * The pagination block for `total` items, refusing a page past the last one (spec 4: pages run from 1 to the
 * last page). Page 1 of an empty result is an empty page, not an error.
 */
export function paginate(total: number, { page, limit }: PageRequest): Pagination {
  const pages = Math.ceil(total / limit);
  const last = Math.max(pages, 1);
  if (page > last) {
    const message = `Page ${page} does not exist: pages run from 1 to ${last}`;
    throw badRequest(message, [{ field: 'page', message }]);
  }
  return { total, page, limit, pages };
}
