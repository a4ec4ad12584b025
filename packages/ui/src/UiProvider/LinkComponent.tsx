import { type AnchorHTMLAttributes, type ComponentType, createContext, forwardRef, type Ref, useContext } from 'react';

/** What the kit passes to the app's link: an `href` and anchor attributes (class, aria-*, children). */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** The app's router link (e.g. a wrapper around react-router's `Link`), so the kit never imports a router. */
export type LinkComponent = ComponentType<LinkComponentProps>;

const PlainAnchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(function PlainAnchor(props, ref) {
  return <a ref={ref} {...props} />;
});

export const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

export const useLinkComponent = () => useContext(LinkComponentContext);
