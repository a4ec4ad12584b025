import type { Schemas } from '@startwise/api-client';

// The form-field definition has one source, the contract (openapi.yaml `FormField`): the rules validate the
// very fields the API serves. A type-only import; flows still loads nothing of the API client at run time.

export type FormField = Schemas['FormField'];
export type FormFieldType = FormField['type'];
export type FormFieldValidations = Schemas['FormFieldValidations'];

/** What the validator needs to know about a chosen file (a browser File or an uploaded part both fit). */
export interface FileInfo {
  name: string;
  size: number;
}

/** One message per field; an empty object means the form is valid. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;
