import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import { Alert, Button, Inline, Select, Stack, useToast } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { failureText } from '../../forms/errors';
import { assignableStaffQuery } from '../queue/queries';
import { useSubmissionChange } from './queries';

const NOBODY = 'nobody';

/** Who works the submission: any active member (listAssignableStaff), nobody, or, in one press, me. */
export function AssignControl({ submissionId, assigneeId }: { submissionId: string; assigneeId: string | null }) {
  const toast = useToast();
  const me = useStaffSession(staffSession.signedInStaff);
  const { data } = useQuery(assignableStaffQuery);
  const staff = data?.staff ?? [];
  const assign = useSubmissionChange(submissionId, (staffId: string | null) =>
    api.post('/admin/submissions/{id}/assign', {
      params: { path: { id: submissionId } },
      body: { staffId },
      fallbackMessage: 'Failed to assign the submission',
    }),
  );
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
