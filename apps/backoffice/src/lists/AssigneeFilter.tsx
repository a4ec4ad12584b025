import { Select } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { assignableStaffQuery } from '../pages/queue/queries';
import { MINE } from './list-address';
import { withAny } from './select-filter';

interface AssigneeFilterProps {
  /** The address's value for "nobody's", when the list offers it. */
  nobody?: string;
  /** From `selectFilter(...)('assignee')`. */
  value: string;
  placeholder: string;
  onChange: (value: string | null) => void;
}

/** Whose work to list: anyone's, mine, (nobody's,) or an active member's. */
export function AssigneeFilter({ nobody, ...select }: AssigneeFilterProps) {
  const { data } = useQuery(assignableStaffQuery);
  return (
    <Select
      label="Assignee"
      options={withAny('Anyone', [
        { value: MINE, label: 'Mine' },
        ...(nobody ? [{ value: nobody, label: 'Unassigned' }] : []),
        ...(data?.staff ?? []).map((member) => ({ value: member.id, label: member.fullName })),
      ])}
      {...select}
    />
  );
}
