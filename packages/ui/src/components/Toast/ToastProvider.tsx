import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Toast.css';

export const toastTones = ['positive', 'critical', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

/** Spec 9: success toasts last 3 s, error toasts 4 s; at most 2 are shown, the oldest is dismissed. */
export const TOAST_TIMEOUTS: Record<ToastTone, number> = { positive: 3000, critical: 4000, info: 4000 };
export const MAX_VISIBLE_TOASTS = 2;

interface ToastMessage {
  tone: ToastTone;
  message: string;
}

export interface ToastApi {
  /** A success message, e.g. 'Successfully logged out' (3 s). */
  success: (message: string) => string;
  /** An error message, usually the server's text (4 s). */
  error: (message: string) => string;
  info: (message: string) => string;
  /** Closes one toast early. */
  dismiss: (key: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere under `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error('@startwise/ui: useToast() needs a <ToastProvider> above it. Wrap the app in <ToastProvider>.');
  }
  return api;
}

export interface ToastProviderProps {
  children: ReactNode;
}

/**
 * Holds the app's toast queue and renders its region top-right (React Aria's toast region: a landmark
 * reachable with F6, each toast announced as an alert, timers paused while hovered or focused).
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [queue] = useState(() => new ToastQueue<ToastMessage>());
  const api = useMemo<ToastApi>(() => {
    const show = (tone: ToastTone, message: string) => {
      const key = queue.add({ tone, message }, { timeout: TOAST_TIMEOUTS[tone] });
      // The queue keeps the newest first; anything past the limit is the oldest, dismissed for good.
      for (const stale of queue.visibleToasts.slice(MAX_VISIBLE_TOASTS)) queue.close(stale.key);
      return key;
    };
    return {
      success: (message) => show('positive', message),
      error: (message) => show('critical', message),
      info: (message) => show('info', message),
      dismiss: (key) => queue.close(key),
    };
  }, [queue]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion queue={queue} className={styles.region} aria-label="Notifications">
        {({ toast }) => (
          <Toast toast={toast} className={styles.toast({ tone: toast.content.tone })}>
            <ToastContent className={styles.content}>
              {/* The title slot names the toast for assistive technology. */}
              <Text slot="title">{toast.content.message}</Text>
            </ToastContent>
            <Button slot="close" aria-label="Dismiss" className={styles.closeButton}>
              <Icon name="close" />
            </Button>
          </Toast>
        )}
      </ToastRegion>
    </ToastContext.Provider>
  );
}
