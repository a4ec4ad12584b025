import { badRequest, type FieldError } from './http-error.js';

/**
 * What PostgreSQL cannot keep in `text` or `jsonb`: the NUL character, and a UTF-16 surrogate that is not half of a
 * pair (JSON lets a client send one as `\ud800`). With the `u` flag a proper pair is one code point, so only lone
 * halves match the range.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain a NUL character or an unpaired UTF-16 surrogate';

export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/** JSON-pointer-style paths ('/fields/0/name') of every string (value or key) in `value` that PostgreSQL would refuse. */
export function unstorableTextPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableTextPaths(item, `${path}/${index}`));
  // Objects from JSON or a query string; a raw body (a Buffer) is its handler's business.
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(isStorableText(key) ? [] : [`${path}/${key}`]),
    ...unstorableTextPaths(inner, `${path}/${key}`),
  ]);
}

/** Refuses (400, one error per field) text that parsed fine but that PostgreSQL cannot store. */
export function assertStorableText(fields: { field: string; value: unknown }[]) {
  const errors: FieldError[] = fields.flatMap(({ field, value }) =>
    unstorableTextPaths(value).map((path) => {
      const name = `${field}${path.replaceAll('/', '.')}`;
      return { field: name, message: `${name} ${UNSTORABLE_TEXT_MESSAGE}` };
    }),
  );
  if (errors.length > 0) {
    throw badRequest(`Invalid request: ${errors.map((error) => error.message).join('; ')}`, errors);
  }
}
