import { type ReactNode, startTransition, useCallback, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { resetRoot } from '../css/reset.css';
import { type LinkComponent, LinkComponentContext } from './LinkComponent';
import { root } from './UiProvider.css';

export interface UiProviderProps {
  /** A theme class from a theme entry, e.g. `startwiseTheme` from `@startwise/ui/themes/startwise`. */
  theme: string;
  /** The app's router link; defaults to a plain `<a>`. */
  linkComponent?: LinkComponent;
  children: ReactNode;
}

/**
 * The root of every screen that uses the kit: applies the theme class, the scoped reset and the app's
 * link component, and keeps overlays (popovers, dialogs, toasts) inside the themed element so they read
 * the same theme variables.
 */
export function UiProvider({ theme, linkComponent, children }: UiProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  // Known once the container has mounted. Set as a transition: an urgent update here would make React hydrate a
  // server-rendered page all at once, in one long task, because every overlay reads this context.
  const placePortals = useCallback(
    (element: HTMLDivElement | null) => startTransition(() => setPortalContainer(element)),
    [],
  );
  const getContainer = useCallback(() => portalContainer, [portalContainer]);
  const content = linkComponent ? (
    <LinkComponentContext.Provider value={linkComponent}>{children}</LinkComponentContext.Provider>
  ) : (
    children
  );
  return (
    <div className={`${theme} ${resetRoot} ${root}`} data-ui-root="">
      <UNSAFE_PortalProvider getContainer={getContainer}>{content}</UNSAFE_PortalProvider>
      <div ref={placePortals} data-ui-portal="" />
    </div>
  );
}
