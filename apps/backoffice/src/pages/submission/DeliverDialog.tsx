import { type Delivery, deliverSubmissionDocuments } from '@startwise/api-client';
import { formatFileSize } from '@startwise/flows/rules';
import { Checkbox, FileField, Stack, Text } from '@startwise/ui';
import { useController } from 'react-hook-form';
import { api } from '../../app/api';
import { ActionDialog, type DialogOpenProps } from '../../forms/ActionDialog';
import { serverFieldErrors } from '../../forms/errors';
import { useActionForm } from '../../forms/useActionForm';
import { type CertificateDraft, CertificateFields, certificateOf, EMPTY_CERTIFICATE } from './CertificateFields';
import { DocumentNameField } from './DocumentNameField';
import { useSubmissionChange } from './queries';

export const FINAL_DELIVERY_LABEL = 'Final documents — completes the submission';

interface DeliveryDraft {
  title: string;
  files: File[];
  final: boolean;
  /** Sent only when the delivery completes a registration (certificateOf). */
  certificate: CertificateDraft;
}

const EMPTY: DeliveryDraft = { title: '', files: [], final: false, certificate: EMPTY_CERTIFICATE };

/**
 * Delivers documents (certificates, filings) to the customer, who downloads them from their submission and is
 * emailed. Ticking "final" completes the submission in the same step, which only a submission in processing can do.
 */
export function DeliverDialog({
  submissionId,
  serviceSlug,
  status,
  isOpen,
  onOpenChange,
}: DialogOpenProps & { submissionId: string; serviceSlug: string; status: string }) {
  const canComplete = status === 'processing';
  const deliver = useSubmissionChange(submissionId, (delivery: Delivery) =>
    deliverSubmissionDocuments(api, submissionId, delivery),
  );
  // A ticked "final" counts only while the submission can still be completed.
  const completes = (final: boolean) => final && canComplete;
  const { form, field, dialog, finish } = useActionForm<DeliveryDraft>({
    defaultValues: EMPTY,
    check: ({ title, files }) => ({
      title: title.trim() ? undefined : 'Please give the delivery a title',
      files: files.length > 0 ? undefined : 'Please choose at least one file',
    }),
    call: deliver,
    onSubmit: (draft) =>
      deliver.mutate(
        {
          title: draft.title.trim(),
          final: completes(draft.final),
          files: draft.files,
          ...(completes(draft.final) && { certificate: certificateOf(serviceSlug, draft.certificate) }),
        },
        {
          onSuccess: ({ status: now }) =>
            finish(now === 'completed' ? 'Delivered. The submission is completed.' : 'Documents delivered'),
        },
      ),
    onClose: () => onOpenChange(false),
  });
  const { field: files, fieldState: filesState } = useController({ control: form.control, name: 'files' });
  const { field: final } = useController({ control: form.control, name: 'final' });
  const { field: certificate } = useController({ control: form.control, name: 'certificate' });

  return (
    <ActionDialog title="Deliver documents" isOpen={isOpen} submitLabel="Deliver" {...dialog}>
      <DocumentNameField label="Title" example="Certificate of Incorporation" {...field('title')} />
      <FileField
        label="Files"
        multiple
        required
        accept=".pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx"
        formatSize={formatFileSize}
        files={files.value}
        error={filesState.error?.message}
        onChange={files.onChange}
      />
      <Stack space="xsmall">
        <Checkbox checked={completes(final.value)} disabled={!canComplete} onChange={final.onChange}>
          {FINAL_DELIVERY_LABEL}
        </Checkbox>
        {canComplete ? null : (
          <Text size="small" tone="muted">
            Only a submission in processing can be completed by a delivery.
          </Text>
        )}
      </Stack>
      {completes(final.value) && (
        <CertificateFields
          serviceSlug={serviceSlug}
          value={certificate.value}
          errors={serverFieldErrors(deliver.error)}
          onChange={certificate.onChange}
        />
      )}
    </ActionDialog>
  );
}
