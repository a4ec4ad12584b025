import { dropdownFieldError } from './dropdown-answer.js';
import { emailDomain, isValidEmail } from './email.js';
import { formatFileSize } from './file-size.js';
import type { FieldErrors, FileInfo, FormField } from './form-field.js';
import {
  EMAIL_INVALID,
  emailDomainNotAllowed,
  fieldRequired,
  fileSizeExceeds,
  maxCharsAllowed,
  maxValueIs,
  minCharsRequired,
  minValueIs,
  ONLY_ONE_FILE,
  onlyFileTypesAllowed,
} from './messages.js';

export type ApplicationValues = Record<string, unknown>;
export type ApplicationFiles = Record<string, readonly FileInfo[] | undefined>;

function isFilled(field: FormField, value: unknown, files: readonly FileInfo[]): boolean {
  if (field.type === 'file') return files.length > 0;
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  return true;
}

function emailFieldError(field: FormField, value: unknown): string | undefined {
  const email = String(value).trim();
  if (!isValidEmail(email)) return EMAIL_INVALID;
  const domain = emailDomain(email);
  const blocked = field.validations?.blacklistDomains?.find((entry) => {
    const banned = entry.trim().toLowerCase();
    return domain === banned || domain.endsWith(`.${banned}`);
  });
  return blocked === undefined ? undefined : emailDomainNotAllowed(blocked);
}

function textFieldError(field: FormField, value: unknown): string | undefined {
  const length = String(value).length;
  const { minChars, maxChars } = field.validations ?? {};
  if (minChars !== undefined && length < minChars) return minCharsRequired(minChars);
  if (maxChars !== undefined && length > maxChars) return maxCharsAllowed(maxChars);
  return undefined;
}

function numberFieldError(field: FormField, value: unknown): string | undefined {
  const number = typeof value === 'number' ? value : Number(value);
  const { minValue, maxValue } = field.validations ?? {};
  if (minValue !== undefined && number < minValue) return minValueIs(minValue);
  if (maxValue !== undefined && number > maxValue) return maxValueIs(maxValue);
  return undefined;
}

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

function fileFieldError(field: FormField, files: readonly FileInfo[]): string | undefined {
  const { multiple, fileTypes, maxSize } = field.validations ?? {};
  if (!multiple && files.length > 1) return ONLY_ONE_FILE;
  if (fileTypes?.length) {
    const allowed = fileTypes.map((type) => type.toLowerCase());
    if (files.some((file) => !allowed.includes(extensionOf(file.name)))) return onlyFileTypesAllowed(fileTypes);
  }
  if (maxSize !== undefined && files.some((file) => file.size > maxSize)) {
    return fileSizeExceeds(formatFileSize(maxSize));
  }
  return undefined;
}

/** The first rule a field breaks, or undefined. Fields neither required nor filled are not checked at all. */
export function applicationFieldError(
  field: FormField,
  value: unknown,
  files: readonly FileInfo[] = [],
): string | undefined {
  if (!isFilled(field, value, files)) return field.required ? fieldRequired(field.label) : undefined;
  switch (field.type) {
    case 'email':
      return emailFieldError(field, value);
    case 'text':
    case 'textarea':
      return textFieldError(field, value);
    case 'number':
      return numberFieldError(field, value);
    case 'file':
      return fileFieldError(field, files);
    case 'dropdown':
      return dropdownFieldError(field, value);
    default:
      return undefined;
  }
}

/** Spec 5 "Dynamic form": one message per broken field, keyed by field name. */
export function validateApplicationForm(
  fields: readonly FormField[],
  values: ApplicationValues,
  files: ApplicationFiles = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const error = applicationFieldError(field, values[field.name], files[field.name] ?? []);
    if (error !== undefined) errors[field.name] = error;
  }
  return errors;
}
