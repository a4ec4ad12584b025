import type { Schemas } from '@startwise/api-client';
import { Select, TextArea, TextField, useToast } from '@startwise/ui';
import { useState } from 'react';
import { api } from '../../app/api';
import { ActionDialog } from '../../forms/ActionDialog';
import { formFailure, serverFieldErrors } from '../../forms/errors';
import { useSubmissionChange } from './queries';

type Extension = Schemas['UploadExtension'];
export const UPLOAD_EXTENSIONS: readonly Extension[] = ['pdf', 'jpg', 'jpeg', 'png', 'webp', 'docx', 'xlsx'];

/**
 * Asks the customer for a missing document: what it is (they read it), more detail, and which file types are
 * accepted (a compact multi-select; none chosen: any upload type). The customer is emailed and answers on their
 * submission's page.
 */
export function RequestDocumentDialog({
  submissionId,
  isOpen,
  onOpenChange,
}: {
  submissionId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const toast = useToast();
  const [label, setLabel] = useState('');
  const [description, setDescription] = useState('');
  const [types, setTypes] = useState<Extension[]>([]);
  const [labelError, setLabelError] = useState<string | undefined>();
  const request = useSubmissionChange(submissionId, (body: Schemas['DocumentRequestCreate']) =>
    api.post('/admin/submissions/{id}/document-requests', {
      params: { path: { id: submissionId } },
      body,
      fallbackMessage: 'Failed to request the document',
    }),
  );
  const close = () => {
    setLabel('');
    setDescription('');
    setTypes([]);
    setLabelError(undefined);
    request.reset();
    onOpenChange(false);
  };
  const submit = () => {
    if (!label.trim()) return setLabelError('Please name the document you need');
    request.mutate(
      {
        label: label.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(types.length > 0 ? { fileTypes: types } : {}),
      },
      {
        onSuccess: () => {
          toast.success('Document requested. The customer has been emailed.');
          close();
        },
      },
    );
  };
  const fieldErrors = serverFieldErrors(request.error);

  return (
    <ActionDialog
      title="Request a document"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      submitLabel="Send request"
      pending={request.isPending}
      failure={formFailure(request.error)}
      onSubmit={submit}
    >
      <TextField
        label="Document needed"
        hint="The customer reads this, e.g. 'Address proof of the registered office'."
        required
        maxLength={100}
        value={label}
        error={labelError ?? fieldErrors.label}
        onChange={(event) => {
          setLabel(event.target.value);
          setLabelError(undefined);
        }}
      />
      <TextArea
        label="Details for the customer"
        maxLength={500}
        rows={3}
        value={description}
        error={fieldErrors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <Select
        multiple
        label="Accepted file types"
        hint="None chosen: every type the site takes."
        placeholder="Any type"
        options={UPLOAD_EXTENSIONS.map((extension) => ({ value: extension, label: extension.toUpperCase() }))}
        value={types}
        error={fieldErrors.fileTypes}
        onChange={(chosen) => setTypes(UPLOAD_EXTENSIONS.filter((extension) => chosen.includes(extension)))}
      />
    </ActionDialog>
  );
}
