import { type Delivery, deliverSubmissionDocuments } from '@startwise/api-client';
import { formatFileSize } from '@startwise/flows/rules';
import { Checkbox, FileField, Stack, Text, TextField, useToast } from '@startwise/ui';
import { useState } from 'react';
import { api } from '../../app/api';
import { ActionDialog } from '../../forms/ActionDialog';
import { formFailure, serverFieldErrors } from '../../forms/errors';
import { CertificateFields, certificateOf, EMPTY_CERTIFICATE } from './CertificateFields';
import { useSubmissionChange } from './queries';

export const FINAL_DELIVERY_LABEL = 'Final documents — completes the submission';

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
}: {
  submissionId: string;
  serviceSlug: string;
  status: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const toast = useToast();
  const [title, setTitle] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [final, setFinal] = useState(false);
  const [certificate, setCertificate] = useState(EMPTY_CERTIFICATE);
  const [errors, setErrors] = useState<{ title?: string; files?: string }>({});
  const canComplete = status === 'processing';
  const deliver = useSubmissionChange(submissionId, (delivery: Delivery) =>
    deliverSubmissionDocuments(api, submissionId, delivery),
  );
  const close = () => {
    setTitle('');
    setFiles([]);
    setFinal(false);
    setCertificate(EMPTY_CERTIFICATE);
    setErrors({});
    deliver.reset();
    onOpenChange(false);
  };
  const submit = () => {
    const found = {
      ...(title.trim() ? {} : { title: 'Please give the delivery a title' }),
      ...(files.length > 0 ? {} : { files: 'Please choose at least one file' }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const completes = final && canComplete;
    deliver.mutate(
      {
        title: title.trim(),
        final: completes,
        files,
        ...(completes && { certificate: certificateOf(serviceSlug, certificate) }),
      },
      {
        onSuccess: ({ status: now }) => {
          toast.success(now === 'completed' ? 'Delivered. The submission is completed.' : 'Documents delivered');
          close();
        },
      },
    );
  };
  const fieldErrors = serverFieldErrors(deliver.error);

  return (
    <ActionDialog
      title="Deliver documents"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      submitLabel="Deliver"
      pending={deliver.isPending}
      failure={formFailure(deliver.error)}
      onSubmit={submit}
    >
      <TextField
        label="Title"
        hint="The customer reads this, e.g. 'Certificate of Incorporation'."
        required
        maxLength={100}
        value={title}
        error={errors.title ?? fieldErrors.title}
        onChange={(event) => {
          setTitle(event.target.value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
      />
      <FileField
        label="Files"
        multiple
        required
        accept=".pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx"
        formatSize={formatFileSize}
        files={files}
        error={errors.files ?? fieldErrors.files}
        onChange={(chosen) => {
          setFiles(chosen);
          setErrors((current) => ({ ...current, files: undefined }));
        }}
      />
      <Stack space="xsmall">
        <Checkbox checked={final && canComplete} disabled={!canComplete} onChange={setFinal}>
          {FINAL_DELIVERY_LABEL}
        </Checkbox>
        {canComplete ? null : (
          <Text size="small" tone="muted">
            Only a submission in processing can be completed by a delivery.
          </Text>
        )}
      </Stack>
      {final && canComplete && (
        <CertificateFields
          serviceSlug={serviceSlug}
          value={certificate}
          errors={fieldErrors}
          onChange={setCertificate}
        />
      )}
    </ActionDialog>
  );
}
