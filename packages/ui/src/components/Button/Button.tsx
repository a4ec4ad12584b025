import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

type NativeButtonProps = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  | 'type'
  | 'name'
  | 'value'
  | 'form'
  | 'id'
  | 'title'
  | 'onClick'
  | 'onFocus'
  | 'onBlur'
  | 'onKeyDown'
  | 'autoFocus'
  | 'tabIndex'
> & {
  [key: `aria-${string}`]: string | number | boolean | undefined;
};

export interface ButtonProps extends NativeButtonProps {
  variant?: styles.ButtonVariant;
  size?: styles.ButtonSize;
  /** Stretches to the width of its container (e.g. the submit button of a narrow form). */
  fullWidth?: boolean;
  /** Shows a spinner, keeps the label for assistive technology and ignores presses. */
  loading?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** An action on the current page. For navigation use `Link` or `ButtonLink`. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, loading = false, disabled, type = 'button', onClick, children, ...native },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={styles.button({ variant, size, fullWidth })}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...native}
    >
      <span className={loading ? styles.hiddenLabel : styles.label}>{children}</span>
      {loading && (
        <span className={styles.spinnerSlot}>
          <Spinner size="small" />
        </span>
      )}
    </button>
  );
});
