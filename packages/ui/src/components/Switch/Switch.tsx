import { forwardRef, type ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps {
  /** Says what is on or off; may change with the state ('Currently subscribed' / 'Not subscribed'). */
  children: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  id?: string;
  'aria-describedby'?: string;
}

/**
 * A setting that takes effect immediately (newsletter subscription, two-factor authentication).
 * Exposed as a switch role; Space toggles. Inside a form that is submitted later, use `Checkbox`.
 */
export const Switch = forwardRef<HTMLLabelElement, SwitchProps>(function Switch(
  { children, checked, defaultChecked, onChange, disabled, ...native },
  ref,
) {
  return (
    <AriaSwitch
      ref={ref}
      className={styles.switchRoot}
      isSelected={checked}
      defaultSelected={defaultChecked}
      onChange={onChange}
      isDisabled={disabled}
      {...native}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.labelText}>{children}</span>
    </AriaSwitch>
  );
});
