import { type ReactNode, useId } from 'react';
import * as styles from './Field.css';

/** What `Field` hands its control so the label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** Help shown under the label, e.g. accepted formats. */
  hint?: ReactNode;
  /** The validation message; marks the control invalid. */
  error?: string;
  required?: boolean;
  /** Uses this id for the control instead of a generated one (for links from `ErrorSummary`). */
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint and error around one control, wired with `for`/`id`, `aria-describedby` and `aria-invalid`.
 * The kit's text, date and file fields are built on it; use it directly for a custom control.
 */
export function Field({ label, hint, error, required, id, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        )}
      </label>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
