import { forwardRef, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  /** Shows the overlay. Apps turn it on only for slow work (spec 4: after 400 ms). */
  active: boolean;
  /** Shown and announced while active. */
  label?: string;
  /** Covers the whole viewport instead of only `children`. */
  fullScreen?: boolean;
  /** The content being loaded; it is `inert` and `aria-busy` while active. */
  children?: ReactNode;
}

/**
 * Covers content that is busy: a spinner and a label over a veil, the content underneath made inert so
 * it cannot be clicked or focused. `fullScreen` is the app-wide overlay for slow requests.
 */
export const LoadingOverlay = forwardRef<HTMLDivElement, LoadingOverlayProps>(function LoadingOverlay(
  { active, label = 'Loading...', fullScreen = false, children },
  ref,
) {
  return (
    <div ref={ref} className={styles.container}>
      <div aria-busy={active || undefined} inert={active || undefined}>
        {children}
      </div>
      {active ? (
        <div className={styles.overlay({ fullScreen })} role="status">
          <span className={styles.spinnerColour}>
            <Spinner />
          </span>
          <span>{label}</span>
        </div>
      ) : null}
    </div>
  );
});
