import { forwardRef, useEffect, useId, useImperativeHandle, useRef } from 'react';
import * as styles from './ErrorSummary.css';

export const ERROR_SUMMARY_HEADING = 'There was a problem with your submission:';

export interface ErrorSummaryItem {
  message: string;
  /** The id of the field the message is about; the item then links to it. */
  fieldId?: string;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  /** Moves focus to the summary when it appears, so keyboard and screen-reader users hear it first. */
  focusOnMount?: boolean;
}

/**
 * The list of problems after a failed submit (server-side errors of the application form). It is
 * focusable and takes focus when shown; items with a `fieldId` link to their field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { errors, focusOnMount = true },
  ref,
) {
  const headingId = useId();
  const element = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => element.current as HTMLDivElement);
  useEffect(() => {
    if (focusOnMount) element.current?.focus();
  }, [focusOnMount]);
  return (
    <div ref={element} className={styles.summary} tabIndex={-1} role="alert" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {ERROR_SUMMARY_HEADING}
      </h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={`${error.fieldId ?? ''}:${error.message}`}>
            {error.fieldId ? (
              <a className={styles.link} href={`#${error.fieldId}`}>
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});
