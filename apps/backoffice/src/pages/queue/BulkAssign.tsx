import { Button, Select, useToast } from '@startwise/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { api } from '../../app/api';
import { ADMIN_QUERY_KEY } from '../../app/query-client';
import { failureText } from '../../forms/errors';
import * as styles from '../../lists/ListTable.css';
import { assignableStaffQuery } from './queries';

const NOBODY = 'nobody';

/** The selected rows given to one member (or to nobody) in one call (POST /admin/submissions/assign). */
export function BulkAssign({ selectedIds, onDone }: { selectedIds: string[]; onDone: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data } = useQuery(assignableStaffQuery);
  const { control } = useForm({ defaultValues: { staffId: NOBODY } });
  const assignee = useController({ control, name: 'staffId' }).field;
  const assign = useMutation({
    mutationFn: (staffId: string) =>
      api.post('/admin/submissions/assign', {
        body: { submissionIds: selectedIds, staffId: staffId === NOBODY ? null : staffId },
        fallbackMessage: 'Failed to assign the submissions',
      }),
    onSuccess: ({ assigned }, staffId) => {
      const name = data?.staff.find((member) => member.id === staffId)?.fullName;
      const count = assigned.length === 1 ? '1 submission' : `${assigned.length} submissions`;
      toast.success(name ? `${count} assigned to ${name}` : `${count} unassigned`);
      onDone();
      return queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_KEY, 'submissions'] });
    },
    onError: (error) => toast.error(failureText(error) ?? 'Failed to assign the submissions'),
  });
  if (selectedIds.length === 0) return null;
  return (
    <fieldset className={styles.bulkBar}>
      <legend className={styles.caption}>Assign the selected submissions</legend>
      <span>{selectedIds.length === 1 ? '1 selected' : `${selectedIds.length} selected`}</span>
      <Select
        label="Assign to"
        options={[
          { value: NOBODY, label: 'Nobody (unassign)' },
          ...(data?.staff ?? []).map((member) => ({ value: member.id, label: member.fullName })),
        ]}
        value={assignee.value}
        onChange={(value) => assignee.onChange(value ?? NOBODY)}
      />
      <Button size="small" loading={assign.isPending} onClick={() => assign.mutate(assignee.value)}>
        Assign
      </Button>
    </fieldset>
  );
}
