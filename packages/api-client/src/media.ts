/** Values the browser can load as they are (spec 3 media paths). */
const USABLE_AS_IS = /^(https?:|data:|blob:)/i;

/**
 * Turns a stored media path (e.g. `catalog/gst-registration.svg`) into an address under the uploads base
 * (`GET /api/config` -> `uploadsBaseUrl`, default '/media'), joined with exactly one slash. Full URLs, `data:`
 * and `blob:` values are returned unchanged; an empty value gives undefined, so callers render no image at all.
 */
export function resolveMediaUrl(path: string | null | undefined, uploadsBase: string): string | undefined {
  const value = path?.trim();
  if (!value) return undefined;
  if (USABLE_AS_IS.test(value)) return value;
  return `${uploadsBase.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}
