import { type ChangeEvent, forwardRef, type ReactNode, useState } from 'react';
import { Field } from '../Field';
import * as styles from './FileField.css';

/** The facts of a chosen file the list shows (a `File` fits). */
export interface ChosenFile {
  name: string;
  size: number;
}

export interface FileFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  name?: string;
  /** Accepted types for the picker, e.g. `.pdf,.jpg,.png`. Validation still happens in the form rules. */
  accept?: string;
  multiple?: boolean;
  /**
   * Formats a size for the list (the spec's formatter, 'KB/MB/GB with 2 decimals above KB', lives in
   * `@startwise/flows`; the kit does not import it, the app passes it in).
   */
  formatSize: (bytes: number) => string;
  /** Called with every file chosen in the picker. */
  onChange?: (files: File[]) => void;
  /** The files to list when the app keeps them (controlled); otherwise the picker's choice is listed. */
  files?: readonly ChosenFile[];
  disabled?: boolean;
  required?: boolean;
  id?: string;
  /**
   * Shown under the picker in place of its list of chosen files: e.g. an `UploadList` when the app uploads each file
   * as soon as it is chosen.
   */
  children?: ReactNode;
  /**
   * The app keeps the chosen files (e.g. uploads them at once and lists them): the picker empties after each choice,
   * so a file taken out can be chosen again (a picker that still holds it would not report the same choice).
   */
  clearAfterChoice?: boolean;
}

/** A labelled file picker that lists each chosen file with its size. */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, hint, error, required, id, formatSize, onChange, files, children, clearAfterChoice, ...input },
  ref,
) {
  const [chosen, setChosen] = useState<readonly ChosenFile[]>([]);
  const listed = files ?? chosen;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    setChosen(picked);
    onChange?.(picked);
    if (clearAfterChoice) event.target.value = '';
  };
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => (
        <>
          <input ref={ref} type="file" className={styles.input} onChange={handleChange} {...controlProps} {...input} />
          {children ??
            (listed.length > 0 && (
              <ul className={styles.fileList} aria-label="Chosen files">
                {listed.map((file) => (
                  <li key={`${file.name}:${file.size}`} className={styles.fileItem}>
                    <span className={styles.fileName}>{file.name}</span>
                    <span className={styles.fileSize}>{formatSize(file.size)}</span>
                  </li>
                ))}
              </ul>
            ))}
        </>
      )}
    </Field>
  );
});
