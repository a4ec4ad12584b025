import type { FormField, FormFieldType, FormFieldValidations } from './form-field.js';

// Rules for a service's application form *definition* (spec section 3: field types and their validations), as the
// catalog import and the back office's catalog editor check it. The customer's answers are checked by
// application-form.ts; these rules make sure every definition they run on makes sense.

/**
 * Extensions a customer may ever upload (the server's upload allowlist, which pairs each with the content type its
 * bytes must have). A file field's `fileTypes` narrows this list, never widens it.
 */
export const UPLOADABLE_FILE_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'webp', 'docx', 'xlsx'] as const;
export type UploadableFileType = (typeof UPLOADABLE_FILE_TYPES)[number];

/** The largest `maxSize` a file field may allow (bytes, per file). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** Which validations make sense for which field type (spec section 3). */
export const VALIDATION_FIELD_TYPES: Readonly<Record<keyof FormFieldValidations, readonly FormFieldType[]>> = {
  minValue: ['number'],
  maxValue: ['number'],
  minChars: ['text', 'textarea'],
  maxChars: ['text', 'textarea'],
  blacklistDomains: ['email'],
  multiple: ['file'],
  fileTypes: ['file'],
  maxSize: ['file'],
  multipleSelect: ['dropdown'],
  includeOther: ['dropdown'],
};

/** One problem of a definition: `path` is relative to the list of fields (`[2].options`). */
export interface DefinitionProblem {
  path: string;
  message: string;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function validationProblems(field: FormField): DefinitionProblem[] {
  const rules = field.validations ?? {};
  const problems: DefinitionProblem[] = [];
  const problem = (rule: string, message: string) => problems.push({ path: `.validations.${rule}`, message });
  for (const rule of Object.keys(rules) as (keyof FormFieldValidations)[]) {
    const types = VALIDATION_FIELD_TYPES[rule];
    if (types && !types.includes(field.type)) {
      problem(rule, `only applies to ${types.join(', ')} fields, not ${field.type}`);
    }
  }
  if (rules.minChars !== undefined && rules.maxChars !== undefined && rules.minChars > rules.maxChars) {
    problem('minChars', 'must not exceed maxChars');
  }
  if (rules.minValue !== undefined && rules.maxValue !== undefined && rules.minValue > rules.maxValue) {
    problem('minValue', 'must not exceed maxValue');
  }
  const unknownTypes = (rules.fileTypes ?? []).filter(
    (type) => !(UPLOADABLE_FILE_TYPES as readonly string[]).includes(type.toLowerCase()),
  );
  if (unknownTypes.length > 0) {
    problem(
      'fileTypes',
      `${unknownTypes.join(', ')} cannot be uploaded (allowed: ${UPLOADABLE_FILE_TYPES.join(', ')})`,
    );
  }
  if (rules.maxSize !== undefined && rules.maxSize > MAX_UPLOAD_BYTES) {
    problem('maxSize', `must not exceed ${MAX_UPLOAD_BYTES} bytes`);
  }
  rules.blacklistDomains?.forEach((domain, index) => {
    if (!DOMAIN.test(domain.trim().toLowerCase())) {
      problems.push({
        path: `.validations.blacklistDomains[${index}]`,
        message: 'must be a domain such as example.com',
      });
    }
  });
  return problems;
}

function optionProblems(field: FormField): DefinitionProblem[] {
  if (field.type !== 'dropdown') {
    return field.options ? [{ path: '.options', message: 'only dropdown fields have options' }] : [];
  }
  const options = field.options ?? [];
  if (options.length === 0) return [{ path: '.options', message: 'a dropdown needs options' }];
  const seen = new Set<string>();
  return options.flatMap((option, index) => {
    const key = option.trim().toLowerCase();
    const at = `.options[${index}]`;
    if (!key) return [{ path: at, message: 'must not be blank' }];
    if (seen.has(key)) return [{ path: at, message: `duplicate option "${option}"` }];
    seen.add(key);
    return [];
  });
}

/**
 * Every problem of a form definition, field by field, in order: duplicate names, blank labels, options on the wrong
 * field type or a dropdown without them, validations on the wrong field type, min above max, file types outside the
 * upload allowlist, a maxSize above the upload limit, a blocked email domain that is no domain. An empty list means
 * the definition is sound (the contract's schema has already checked its shape).
 */
export function formDefinitionProblems(fields: readonly FormField[]): DefinitionProblem[] {
  const firstAt = new Map<string, number>();
  return fields.flatMap((field, index) => {
    const problems: DefinitionProblem[] = [];
    const first = firstAt.get(field.name);
    if (first === undefined) firstAt.set(field.name, index);
    else problems.push({ path: '.name', message: `duplicate field name "${field.name}" (first at [${first}].name)` });
    if (!field.label.trim()) problems.push({ path: '.label', message: 'must not be blank' });
    problems.push(...optionProblems(field), ...validationProblems(field));
    return problems.map((problem) => ({ ...problem, path: `[${index}]${problem.path}` }));
  });
}
