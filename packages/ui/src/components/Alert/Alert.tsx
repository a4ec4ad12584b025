import { forwardRef, type ReactNode } from 'react';
import { type AlertTone, alert, title as titleClass } from './Alert.css';

export interface AlertProps {
  /** `critical` for errors, `caution` for warnings, `positive` for success, `info` for neutral notes. */
  tone?: AlertTone;
  /** An optional bold first line. */
  title?: string;
  children: ReactNode;
  id?: string;
}

/**
 * A message box in the page flow. Critical and caution alerts use `role="alert"` so a message that
 * appears after an action (a failed login) is announced; the others are polite `status` messages.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, children, id },
  ref,
) {
  const urgent = tone === 'critical' || tone === 'caution';
  return (
    <div ref={ref} id={id} role={urgent ? 'alert' : 'status'} className={alert({ tone })}>
      {title ? <p className={titleClass}>{title}</p> : null}
      <div>{children}</div>
    </div>
  );
});
