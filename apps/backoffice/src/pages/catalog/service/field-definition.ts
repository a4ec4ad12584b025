import type { FormField, FormFieldType, FormFieldValidations } from '@startwise/flows/rules';
import { VALIDATION_FIELD_TYPES } from '@startwise/flows/rules';

// Changes to one application-form field definition, keeping it in the contract's closed shape: an emptied rule is
// left out, and a new type keeps only what applies to it (so the rules never complain about a leftover).

/** The nine field types of spec section 3, in the order the editor offers them. */
export const FIELD_TYPES: readonly { value: FormFieldType; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'email', label: 'Email' },
  { value: 'number', label: 'Number' },
  { value: 'textarea', label: 'Long text' },
  { value: 'date', label: 'Date' },
  { value: 'datetime', label: 'Date and time' },
  { value: 'time', label: 'Time' },
  { value: 'file', label: 'File upload' },
  { value: 'dropdown', label: 'Dropdown' },
];

/** Types whose control shows a placeholder. */
export const PLACEHOLDER_TYPES: readonly FormFieldType[] = ['text', 'email', 'number', 'textarea', 'dropdown'];

export const appliesTo = (rule: keyof FormFieldValidations, type: FormFieldType) =>
  VALIDATION_FIELD_TYPES[rule].includes(type);

export function withValidation<Rule extends keyof FormFieldValidations>(
  field: FormField,
  rule: Rule,
  value: FormFieldValidations[Rule] | undefined,
): FormField {
  const validations: FormFieldValidations = { ...field.validations, [rule]: value };
  if (value === undefined) delete validations[rule];
  const { validations: _, ...rest } = field;
  return Object.keys(validations).length > 0 ? { ...rest, validations } : rest;
}

export function withType(field: FormField, type: FormFieldType): FormField {
  const { validations, options, placeholder, ...rest } = field;
  const kept = Object.fromEntries(
    Object.entries(validations ?? {}).filter(([rule]) => appliesTo(rule as keyof FormFieldValidations, type)),
  );
  return {
    ...rest,
    type,
    ...(placeholder !== undefined && PLACEHOLDER_TYPES.includes(type) ? { placeholder } : {}),
    ...(type === 'dropdown' ? { options: options ?? [] } : {}),
    ...(Object.keys(kept).length > 0 ? { validations: kept } : {}),
  };
}

/** A new field to fill in: a text field named after its position, so names stay distinct. */
export const newField = (taken: readonly string[]): FormField => {
  let n = taken.length + 1;
  while (taken.includes(`field${n}`)) n += 1;
  return { name: `field${n}`, label: '', type: 'text', required: false };
};
