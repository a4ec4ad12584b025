import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';

/**
 * Marks the document once React is attached: from then on a click anywhere is handled (React hydrates the part
 * that was clicked first). A page the server rendered shows before that; browser tests wait for the mark.
 */
function useMarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
}

/**
 * What wraps the router, in the browser and in the server renderer alike: hydration needs the same tree on both
 * sides, down to the ids React derives from it.
 */
export function StorefrontRoot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useMarkInteractive();
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
}
