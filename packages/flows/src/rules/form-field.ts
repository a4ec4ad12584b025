// The form-field definition of spec section 3.

export type FormFieldType =
  | 'text'
  | 'email'
  | 'number'
  | 'textarea'
  | 'date'
  | 'datetime'
  | 'time'
  | 'file'
  | 'dropdown';

export interface FormFieldValidations {
  minValue?: number;
  maxValue?: number;
  minChars?: number;
  maxChars?: number;
  /** e.g. ['mailinator.com'] */
  blacklistDomains?: string[];
  /** file: allow more than one file */
  multiple?: boolean;
  /** lowercase extensions without the dot, e.g. ['pdf', 'jpg', 'png'] */
  fileTypes?: string[];
  /** bytes, per file */
  maxSize?: number;
  /** dropdown: allow several options (the value is then string[]) */
  multipleSelect?: boolean;
  /** dropdown: adds an 'Other' option */
  includeOther?: boolean;
}

export interface FormField {
  name: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  placeholder?: string;
  options?: string[];
  validations?: FormFieldValidations;
}

/** What the validator needs to know about a chosen file (a browser File or an uploaded part both fit). */
export interface FileInfo {
  name: string;
  size: number;
}

/** One message per field; an empty object means the form is valid. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;
