import { forwardRef, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The label, clickable with the box. */
  children: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  name?: string;
  value?: string;
  disabled?: boolean;
  required?: boolean;
  /** Marks the checkbox invalid (show the message with `Field`-style text or an `ErrorSummary`). */
  invalid?: boolean;
  id?: string;
  'aria-describedby'?: string;
}

/**
 * A single on/off choice submitted with a form ('Remember me'). Behaviour (keyboard, Space to toggle,
 * labelling) comes from React Aria; for a setting that applies immediately use `Switch`.
 */
export const Checkbox = forwardRef<HTMLLabelElement, CheckboxProps>(function Checkbox(
  { children, checked, defaultChecked, onChange, disabled, required, invalid, ...native },
  ref,
) {
  return (
    <AriaCheckbox
      ref={ref}
      className={styles.checkbox}
      isSelected={checked}
      defaultSelected={defaultChecked}
      onChange={onChange}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={invalid}
      {...native}
    >
      {({ isSelected }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected && (
              <svg viewBox="0 0 16 16" className={styles.check} fill="none" aria-hidden="true">
                <path d="M3 8.5l3.2 3L13 4.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            )}
          </span>
          <span className={styles.labelText}>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
});
