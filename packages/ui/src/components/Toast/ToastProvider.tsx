import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { ToastMessage, ToastTone } from './toast-message';

const ToastList = lazy(() => import('./ToastList'));

/** Spec 9: success toasts last 3 s, error toasts 4 s; at most 2 are shown, the oldest is dismissed. */
export const TOAST_TIMEOUTS: Record<ToastTone, number> = { positive: 3000, critical: 4000, info: 4000 };
export const MAX_VISIBLE_TOASTS = 2;

export interface ToastApi {
  /** A success message, e.g. 'Successfully logged out' (3 s). */
  success: (message: string) => string;
  /** An error message, usually the server's text (4 s). */
  error: (message: string) => string;
  info: (message: string) => string;
  /** Closes one toast early. */
  dismiss: (key: string) => void;
  /**
   * Closes the toasts of the page before: the app calls it when the page changes. A toast shown since the user last
   * pressed a key or a pointer stays, however long the new page took to arrive: it is the outcome of that press that
   * moved the page ('Verification code sent', 'Successfully logged out').
   */
  clearPrevious: () => void;
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

/** True from the first toast on: the list stays mounted afterwards so closing toasts can animate out. */
function useHasShownToast(queue: ToastQueue<ToastMessage>): boolean {
  const [shown, setShown] = useState(false);
  const showing = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts.length > 0,
    // A page rendered on the server has shown no toast yet.
    () => false,
  );
  if (showing && !shown) setShown(true);
  return shown || showing;
}

/** How many times the user has pressed a key or a pointer on the page so far. */
function usePressCount(): { readonly current: number } {
  const count = useRef(0);
  useEffect(() => {
    const press = () => {
      count.current += 1;
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('keydown', press, true);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('keydown', press, true);
    };
  }, []);
  return count;
}

/** Holds the app's toast queue and shows its toasts top-right (see ToastList). */
export function ToastProvider({ children }: ToastProviderProps) {
  const [queue] = useState(() => new ToastQueue<ToastMessage>());
  const hasShownToast = useHasShownToast(queue);
  const presses = usePressCount();
  const api = useMemo<ToastApi>(() => {
    const pressesWhenShown = new Map<string, number>();
    const show = (tone: ToastTone, message: string) => {
      const key = queue.add(
        { tone, message },
        { timeout: TOAST_TIMEOUTS[tone], onClose: () => pressesWhenShown.delete(key) },
      );
      pressesWhenShown.set(key, presses.current);
      // The queue keeps the newest first; anything past the limit is the oldest, dismissed for good.
      for (const stale of queue.visibleToasts.slice(MAX_VISIBLE_TOASTS)) queue.close(stale.key);
      return key;
    };
    return {
      success: (message) => show('positive', message),
      error: (message) => show('critical', message),
      info: (message) => show('info', message),
      dismiss: (key) => queue.close(key),
      clearPrevious: () => {
        for (const toast of queue.visibleToasts) {
          if ((pressesWhenShown.get(toast.key) ?? -1) < presses.current) queue.close(toast.key);
        }
      },
    };
  }, [queue, presses]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {hasShownToast ? (
        <Suspense fallback={null}>
          <ToastList queue={queue} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
