import { type FormField, formatFileSize } from '@startwise/flows/rules';
import { DateField, FileField, TextArea, TextField, UploadList, type UploadListItem } from '@startwise/ui';
import type { ChangeEvent } from 'react';
import { DropdownField } from './DropdownField';

export interface ApplicationFieldProps {
  field: FormField;
  /** The control's id when one page holds several forms with the same field names; `applicationFieldId` otherwise. */
  id?: string;
  /** A file field's own help (a document request's description), shown before what it accepts. */
  description?: string;
  value: unknown;
  files: readonly File[];
  error?: string;
  disabled: boolean;
  onValue: (value: unknown) => void;
  onFiles: (files: File[]) => void;
  /**
   * A file field's files on their way to the server (uploaded one by one as soon as they are chosen): listed with
   * progress, Cancel/Remove and Retry in place of the plain list of chosen files. Given (even empty), the picker
   * empties after each choice, so a file taken out can be chosen again.
   */
  uploads?: readonly UploadListItem[];
  onCancelUpload?: (key: string) => void;
  onRetryUpload?: (key: string) => void;
}

const DATE_INPUT_TYPES = { date: 'date', datetime: 'datetime-local', time: 'time' } as const;

/** The id of a field's control, so the error summary can link to it. */
export const applicationFieldId = (name: string) => `application-${name}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What a file field accepts, said up front: types and the size limit, in the spec's own formats. */
function fileHint({ validations }: FormField, description?: string): string | undefined {
  const accepts = [
    validations?.fileTypes?.length ? `Accepted: ${validations.fileTypes.join(', ')}` : '',
    validations?.maxSize ? `up to ${formatFileSize(validations.maxSize)} each` : '',
    validations?.multiple ? 'several files allowed' : '',
  ].filter(Boolean);
  const said = description?.trim();
  // The description is a sentence of its own before the facts.
  const parts = [said && !/[.!?]$/.test(said) ? `${said}.` : said, accepts.join(' · ')].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** One field of a service's application form, by its definition's type (spec 3). */
export function ApplicationField({
  field,
  id,
  description,
  value,
  files,
  error,
  disabled,
  onValue,
  onFiles,
  uploads,
  onCancelUpload = () => {},
  onRetryUpload = () => {},
}: ApplicationFieldProps) {
  const common = {
    id: id ?? applicationFieldId(field.name),
    name: field.name,
    label: field.label,
    required: field.required,
    error,
    disabled,
  };
  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(event.target.value);
  const validations = field.validations ?? {};

  switch (field.type) {
    case 'textarea':
      return <TextArea {...common} placeholder={field.placeholder} rows={4} value={text(value)} onChange={onText} />;
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          placeholder={field.placeholder}
          min={validations.minValue}
          max={validations.maxValue}
          value={typeof value === 'number' ? value : ''}
          // Numbers travel as JSON numbers (the contract's form data); an emptied box is no answer at all.
          onChange={(event) => onValue(event.target.value === '' ? undefined : Number(event.target.value))}
        />
      );
    case 'date':
    case 'datetime':
    case 'time':
      return <DateField {...common} type={DATE_INPUT_TYPES[field.type]} value={text(value)} onChange={onText} />;
    case 'file':
      return (
        <FileField
          {...common}
          accept={validations.fileTypes?.map((type) => `.${type}`).join(',')}
          multiple={validations.multiple ?? false}
          hint={fileHint(field, description)}
          formatSize={formatFileSize}
          files={files}
          onChange={onFiles}
          clearAfterChoice={uploads !== undefined}
        >
          {uploads?.length ? (
            <UploadList
              label={`${field.label} uploads`}
              uploads={uploads}
              formatSize={formatFileSize}
              onCancel={onCancelUpload}
              onRetry={onRetryUpload}
            />
          ) : undefined}
        </FileField>
      );
    case 'dropdown':
      return (
        <DropdownField field={field} id={common.id} value={value} error={error} disabled={disabled} onValue={onValue} />
      );
    default:
      return (
        <TextField
          {...common}
          type={field.type === 'email' ? 'email' : 'text'}
          placeholder={field.placeholder}
          value={text(value)}
          onChange={onText}
        />
      );
  }
}
