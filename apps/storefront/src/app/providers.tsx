import { ApiError } from '@startwise/api-client';
import { ToastProvider, UiProvider } from '@startwise/ui';
import { brandTheme } from '@startwise/ui/themes/brand';
import { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { RouterLink } from './RouterLink';
import { SessionRoot } from './session';

/** A 4xx answer will not change on retry (a missing category stays missing); network and server errors may. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, retryOnMount: false, refetchOnWindowFocus: false },
  },
});

/** The brand's theme class; Storybook's page stories provide the toolbar's theme instead (src/stories). */
export const AppThemeContext = createContext(brandTheme);

/** Everything a screen needs around it: theme and router links, toasts (top-right) and the session. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <UiProvider theme={useContext(AppThemeContext)} linkComponent={RouterLink}>
      <ToastProvider>
        <SessionRoot>{children}</SessionRoot>
      </ToastProvider>
    </UiProvider>
  );
}
