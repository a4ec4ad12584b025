import type { FieldErrors, FormField } from '@startwise/flows/rules';
import type { UploadListItem } from '@startwise/ui';
import { ApplicationField, applicationFieldId } from './ApplicationField';

export interface ApplicationFieldsProps {
  fields: readonly FormField[];
  /** Answers by field name (the contract's form data). */
  values: Readonly<Record<string, unknown>>;
  /** Chosen files by file field name. */
  files: Readonly<Record<string, readonly File[]>>;
  errors: FieldErrors;
  disabled: boolean;
  onValue: (name: string, value: unknown) => void;
  onFiles: (name: string, files: File[]) => void;
  /** Each control's id; `applicationFieldId` unless one page shows the same form twice. */
  idOf?: (name: string) => string;
  /** Files on their way to the server, by file field name (see `ApplicationField`'s `uploads`). */
  uploads?: Readonly<Record<string, readonly UploadListItem[]>>;
  onCancelUpload?: (key: string) => void;
  onRetryUpload?: (key: string) => void;
}

/**
 * Every field of an application form in order, as the customer sees them: the storefront's form drives it with the
 * application-form machine, the back office's catalog editor with its preview's own state.
 */
export function ApplicationFields({
  fields,
  values,
  files,
  errors,
  disabled,
  onValue,
  onFiles,
  idOf = applicationFieldId,
  uploads,
  onCancelUpload,
  onRetryUpload,
}: ApplicationFieldsProps) {
  return fields.map((field) => (
    <ApplicationField
      key={field.name}
      field={field}
      id={idOf(field.name)}
      value={values[field.name]}
      files={files[field.name] ?? []}
      error={errors[field.name]}
      disabled={disabled}
      onValue={(value) => onValue(field.name, value)}
      onFiles={(chosen) => onFiles(field.name, chosen)}
      uploads={uploads ? (uploads[field.name] ?? []) : undefined}
      onCancelUpload={onCancelUpload}
      onRetryUpload={onRetryUpload}
    />
  ));
}
