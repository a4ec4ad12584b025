import { Select } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { servicesQuery } from '../pages/queue/queries';
import { withAny } from './select-filter';

interface ServiceFilterProps {
  /** From `selectFilter(...)('service')`. */
  value: string;
  placeholder: string;
  onChange: (value: string | null) => void;
}

/** Which service: any, or one of the catalog's by title (its slug goes into the address). */
export function ServiceFilter(select: ServiceFilterProps) {
  const { data } = useQuery(servicesQuery);
  const services = [...(data?.services ?? [])].sort((a, b) => a.title.localeCompare(b.title));
  return (
    <Select
      label="Service"
      options={withAny(
        'Any service',
        services.map((service) => ({ value: service.slug, label: service.title })),
      )}
      {...select}
    />
  );
}
