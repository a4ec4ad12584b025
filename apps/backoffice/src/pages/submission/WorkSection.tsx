import { Button, Inline, Stack, Text } from '@startwise/ui';
import { useState } from 'react';
import { Section } from '../../layout/Section';
import { AssignControl } from './AssignControl';
import { DeliverDialog } from './DeliverDialog';
import type { AdminSubmission } from './queries';
import { RequestDocumentDialog } from './RequestDocumentDialog';
import { StatusActions } from './StatusActions';

const isOpenWork = (status: string) => status !== 'completed' && status !== 'rejected';

/** Everything staff do to a submission: who works it, its status, and asking for or delivering documents. */
export function WorkSection({ data }: { data: AdminSubmission }) {
  const { submission } = data;
  const [dialog, setDialog] = useState<'request' | 'deliver' | null>(null);
  const open = isOpenWork(submission.status);
  return (
    <Section title="Work on this submission">
      <AssignControl submissionId={submission._id} assigneeId={data.assigneeId} />
      <StatusActions
        submissionId={submission._id}
        status={submission.status}
        paid={submission.paymentStatus === 'paid'}
        transactionId={submission.transaction?.id}
      />
      {open ? (
        <Stack space="small">
          <Inline space="small">
            <Button variant="secondary" onClick={() => setDialog('request')}>
              Request a document
            </Button>
            <Button variant="secondary" onClick={() => setDialog('deliver')}>
              Deliver documents
            </Button>
          </Inline>
          <RequestDocumentDialog
            submissionId={submission._id}
            isOpen={dialog === 'request'}
            onOpenChange={(isOpen) => setDialog(isOpen ? 'request' : null)}
          />
          <DeliverDialog
            submissionId={submission._id}
            serviceSlug={submission.service.slug}
            status={submission.status}
            isOpen={dialog === 'deliver'}
            onOpenChange={(isOpen) => setDialog(isOpen ? 'deliver' : null)}
          />
        </Stack>
      ) : (
        <Text tone="muted">A finished submission takes no more requests or deliveries.</Text>
      )}
    </Section>
  );
}
