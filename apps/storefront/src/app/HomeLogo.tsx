import { Link, Logo } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { configQuery } from './queries';

/** The brand's logo (mark and wordmark) as the link home: in the header, and above a bare page. */
export function HomeLogo() {
  const { data: config } = useQuery(configQuery);
  const brand = config?.brand.name ?? 'Startwise';
  return (
    <Link href="/" tone="neutral" aria-label={`${brand} home`}>
      <Logo name={brand} />
    </Link>
  );
}
