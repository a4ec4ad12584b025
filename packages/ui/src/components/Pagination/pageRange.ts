/** The last page for `total` items (at least 1, so an empty list is "page 1 of 1"). */
export const lastPage = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** Spec 4: pagination accepts only pages 1 to the last page. */
export const clampPage = (page: number, total: number, pageSize: number): number =>
  Math.min(Math.max(1, Math.floor(page)), lastPage(total, pageSize));

/**
 * 'Showing X to Y of Z {noun}' (X is 0 when there is nothing to show). When the server stopped counting (`atLeast`),
 * Z reads '10,000+' and pages past it are still shown.
 */
export function showingText(page: number, pageSize: number, total: number, noun: string, atLeast = false): string {
  if (atLeast) {
    const current = Math.max(1, Math.floor(page));
    const number = (value: number) => value.toLocaleString('en-IN');
    return `Showing ${number((current - 1) * pageSize + 1)} to ${number(current * pageSize)} of ${number(total)}+ ${noun}`;
  }
  const current = clampPage(page, total, pageSize);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);
  return `Showing ${from} to ${to} of ${total} ${noun}`;
}
