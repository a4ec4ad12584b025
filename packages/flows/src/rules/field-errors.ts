import type { FieldErrors } from './form-field.js';

/** Keeps only the fields that have a message, so a valid form gives `{}`. */
export function collectErrors<Field extends string>(candidates: Record<Field, string | undefined>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(candidates) as Field[]) {
    const message = candidates[field];
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/** The same errors without `field`: an edit clears that field's message (spec 5 "Errors clear per field on edit"). */
export function clearFieldError<Field extends string>(errors: FieldErrors<Field>, field: Field): FieldErrors<Field> {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest as FieldErrors<Field>;
}
