import { useController } from 'react-hook-form';
import { ListText, type ListTextProps } from './ListText';
import type { ServiceDraft } from './service-draft';

interface LinesFieldProps extends Pick<ListTextProps, 'label' | 'hint' | 'error'> {
  name: 'included' | 'milestones';
}

/** One of the service form's lists of lines (what is included, the milestones), edited a line each. */
export function LinesField({ name, ...props }: LinesFieldProps) {
  const { field } = useController<ServiceDraft, typeof name>({ name });
  return <ListText {...props} separator="line" values={field.value} onChange={field.onChange} />;
}
