import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import { Alert, Button, Inline, Select, Stack, useToast } from '@startwise/ui';
import { type UseMutationResult, useQuery } from '@tanstack/react-query';
import { assignableStaffQuery } from '../pages/queue/queries';
import { failureText } from './errors';

const NOBODY = 'nobody';

interface AssigneePickerProps {
  assigneeId: string | null;
  /** The screen's assign call (a submission's, a contact message's), given the member's id or null. */
  assign: UseMutationResult<unknown, Error, string | null>;
}

/** Who works something: any active member (listAssignableStaff), nobody, or, in one press, me. */
export function AssigneePicker({ assigneeId, assign }: AssigneePickerProps) {
  const toast = useToast();
  const me = useStaffSession(staffSession.signedInStaff);
  const { data } = useQuery(assignableStaffQuery);
  const staff = data?.staff ?? [];
  const choose = (staffId: string | null) =>
    assign.mutate(staffId, {
      onSuccess: () => {
        const name = staff.find((member) => member.id === staffId)?.fullName;
        toast.success(name ? `Assigned to ${name}` : 'Unassigned');
      },
    });

  return (
    <Stack space="small">
      <Inline space="small" alignY="bottom">
        <Select
          label="Assignee"
          options={[
            { value: NOBODY, label: 'Unassigned' },
            ...staff.map((member) => ({ value: member.id, label: member.fullName })),
          ]}
          value={assigneeId ?? NOBODY}
          placeholder="Loading the staff…"
          disabled={assign.isPending || staff.length === 0}
          onChange={(value) => {
            const staffId = value === NOBODY || value === null ? null : value;
            if (staffId !== assigneeId) choose(staffId);
          }}
        />
        {me && assigneeId !== me.id ? (
          <Button variant="secondary" loading={assign.isPending} onClick={() => choose(me.id)}>
            Assign to me
          </Button>
        ) : null}
      </Inline>
      {assign.isError ? <Alert tone="critical">{failureText(assign.error)}</Alert> : null}
    </Stack>
  );
}
