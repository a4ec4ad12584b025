import type { Decorator } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { LinkComponentContext, type LinkComponentProps } from '../UiProvider/LinkComponent';

/** Like an app's router link, it handles the click itself, so choosing an entry keeps the story in place. */
const ClientSideLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function ClientSideLink(
  { href, onClick, children, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
});

/** A story decorator: the kit's links behave like an app router's (stories of navigation). */
export const withClientSideLinks: Decorator = (Story) => (
  <LinkComponentContext.Provider value={ClientSideLink}>
    <Story />
  </LinkComponentContext.Provider>
);
