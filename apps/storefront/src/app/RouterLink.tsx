import type { LinkComponentProps } from '@startwise/ui';
import { Link } from 'react-router-dom';

/** The kit's links go through the router (client-side navigation); `tel:`, `mailto:` and full URLs stay plain. */
export function RouterLink({ href, ...anchor }: LinkComponentProps) {
  return <Link to={href} {...anchor} />;
}
