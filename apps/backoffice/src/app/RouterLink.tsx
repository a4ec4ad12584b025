import type { LinkComponentProps } from '@startwise/ui';
import { NavLink } from 'react-router-dom';

/**
 * The kit's links go through the router, under the /backoffice basename; a link to the page (or section) being
 * shown says so with `aria-current="page"`.
 */
export function RouterLink({ href, ...anchor }: LinkComponentProps) {
  return <NavLink to={href} {...anchor} />;
}
