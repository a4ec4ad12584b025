import { api } from '../../app/api';
import { AssigneePicker } from '../../forms/AssigneePicker';
import { useSubmissionChange } from './queries';

/** Who works the submission (POST /admin/submissions/{id}/assign). */
export function AssignControl({ submissionId, assigneeId }: { submissionId: string; assigneeId: string | null }) {
  const assign = useSubmissionChange(submissionId, (staffId: string | null) =>
    api.post('/admin/submissions/{id}/assign', {
      params: { path: { id: submissionId } },
      body: { staffId },
      fallbackMessage: 'Failed to assign the submission',
    }),
  );
  return <AssigneePicker assigneeId={assigneeId} assign={assign} />;
}
