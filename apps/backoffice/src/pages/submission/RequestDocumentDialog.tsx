import type { Schemas } from '@startwise/api-client';
import { Select, TextArea } from '@startwise/ui';
import { useController } from 'react-hook-form';
import { api } from '../../app/api';
import { ActionDialog, type DialogOpenProps } from '../../forms/ActionDialog';
import { useActionForm } from '../../forms/useActionForm';
import { DocumentNameField } from './DocumentNameField';
import { useSubmissionChange } from './queries';

type Extension = Schemas['UploadExtension'];
export const UPLOAD_EXTENSIONS: readonly Extension[] = ['pdf', 'jpg', 'jpeg', 'png', 'webp', 'docx', 'xlsx'];

interface DocumentRequestDraft {
  label: string;
  description: string;
  fileTypes: Extension[];
}

const EMPTY: DocumentRequestDraft = { label: '', description: '', fileTypes: [] };

/**
 * Asks the customer for a missing document: what it is (they read it), more detail, and which file types are
 * accepted (a compact multi-select; none chosen: any upload type). The customer is emailed and answers on their
 * submission's page.
 */
export function RequestDocumentDialog({
  submissionId,
  isOpen,
  onOpenChange,
}: DialogOpenProps & { submissionId: string }) {
  const request = useSubmissionChange(submissionId, (body: Schemas['DocumentRequestCreate']) =>
    api.post('/admin/submissions/{id}/document-requests', {
      params: { path: { id: submissionId } },
      body,
      fallbackMessage: 'Failed to request the document',
    }),
  );
  const { form, field, dialog, finish } = useActionForm<DocumentRequestDraft>({
    defaultValues: EMPTY,
    check: ({ label }) => ({ label: label.trim() ? undefined : 'Please name the document you need' }),
    call: request,
    onSubmit: ({ label, description, fileTypes }) =>
      request.mutate(
        {
          label: label.trim(),
          ...(description.trim() ? { description: description.trim() } : {}),
          ...(fileTypes.length > 0 ? { fileTypes } : {}),
        },
        { onSuccess: () => finish('Document requested. The customer has been emailed.') },
      ),
    onClose: () => onOpenChange(false),
  });
  const { field: fileTypes, fieldState: fileTypesState } = useController({ control: form.control, name: 'fileTypes' });

  return (
    <ActionDialog title="Request a document" isOpen={isOpen} submitLabel="Send request" {...dialog}>
      <DocumentNameField label="Document needed" example="Address proof of the registered office" {...field('label')} />
      <TextArea label="Details for the customer" maxLength={500} rows={3} {...field('description')} />
      <Select
        multiple
        label="Accepted file types"
        hint="None chosen: every type the site takes."
        placeholder="Any type"
        options={UPLOAD_EXTENSIONS.map((extension) => ({ value: extension, label: extension.toUpperCase() }))}
        value={fileTypes.value}
        error={fileTypesState.error?.message}
        onChange={(chosen) => fileTypes.onChange(UPLOAD_EXTENSIONS.filter((extension) => chosen.includes(extension)))}
      />
    </ActionDialog>
  );
}
