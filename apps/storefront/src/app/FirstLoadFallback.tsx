import { LoadingOverlay, UiProvider } from '@startwise/ui';
import { useContext, useEffect, useState } from 'react';
import { AppThemeContext } from './providers';
import { SLOW_REQUEST_MS } from './useSlowActivity';

/**
 * What shows before the first page can render (the root loader is still fetching the brand and categories): nothing
 * for a fast answer, the app-wide overlay once the wait passes 400 ms (spec 4), so a slow server never leaves a
 * blank page.
 */
export function FirstLoadFallback() {
  const theme = useContext(AppThemeContext);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_REQUEST_MS);
    return () => clearTimeout(timer);
  }, []);
  return slow ? (
    <UiProvider theme={theme}>
      <LoadingOverlay active fullScreen />
    </UiProvider>
  ) : null;
}
