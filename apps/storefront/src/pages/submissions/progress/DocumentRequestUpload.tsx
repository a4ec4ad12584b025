import type { Schemas } from '@startwise/api-client';
import { ApplicationField } from '@startwise/application-fields';
import { documentUpload, documentUploadMachine, fileUpload } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { DOCUMENTS_UPLOADED } from '@startwise/flows/rules';
import { Alert, Box, Button, Stack, Text, useToast } from '@startwise/ui';
import { type FormEvent, useEffect, useMemo } from 'react';
import { stagedFileUploader } from '../../../uploads/staged-file-uploader';
import { answerDocumentRequestActor } from './document-upload-actors';

const selectors = {
  field: documentUpload.uploadField,
  files: documentUpload.chosenFiles,
  error: documentUpload.fileError,
  failure: documentUpload.failureMessage,
  uploading: documentUpload.isUploading,
  uploaded: documentUpload.isUploaded,
  uploads: documentUpload.uploadRows,
  waitingForUploads: documentUpload.isWaitingForUploads,
};

export interface DocumentRequestUploadProps {
  submissionId: string;
  request: Schemas['DocumentRequest'];
  /** The request is answered: read the progress again. */
  onAnswered: () => void;
}

/**
 * The upload control of one open document request: the application form's file field built from the request
 * (same spec 5 rules and messages before anything is sent), driven by the flows' document upload machine.
 * Loaded only when a submission has an open request.
 */
export function DocumentRequestUpload({ submissionId, request, onAnswered }: DocumentRequestUploadProps) {
  const toast = useToast();
  const machine = useMemo(
    () =>
      documentUploadMachine.provide({
        actors: {
          answerDocumentRequest: answerDocumentRequestActor(submissionId, request.id),
          fileUploader: stagedFileUploader,
        },
      }),
    [submissionId, request.id],
  );
  const { view, send } = useFlow(machine, selectors, { input: { request } });
  const uploads = useMemo(() => view.uploads.map(fileUpload.uploadRowOf), [view.uploads]);

  useEffect(() => {
    if (!view.uploaded) return;
    toast.success(DOCUMENTS_UPLOADED);
    onAnswered();
  }, [view.uploaded, toast, onAnswered]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'UPLOAD' });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={view.uploading} aria-label={`Upload ${request.label}`}>
      <Stack space="medium">
        <ApplicationField
          id={`document-request-${request.id}`}
          field={view.field}
          description={request.description ?? undefined}
          value={undefined}
          files={view.files}
          error={view.error}
          disabled={view.uploading || view.uploaded}
          onValue={() => {}}
          onFiles={(files) => send({ type: 'CHOOSE_FILES', files })}
          uploads={uploads}
          onCancelUpload={(key) => send({ type: 'CANCEL_UPLOAD', key })}
          onRetryUpload={(key) => send({ type: 'RETRY_UPLOAD', key })}
        />
        {view.failure ? <Alert tone="critical">{view.failure}</Alert> : null}
        <Box>
          <Button type="submit" loading={view.uploading} disabled={view.uploaded}>
            Upload Documents
          </Button>
          {/* Present from the start (and empty), so its message is announced when it appears. */}
          <div role="status">
            {view.waitingForUploads ? (
              <Box paddingTop="xsmall">
                <Text tone="muted">Your documents will be sent once they have finished uploading.</Text>
              </Box>
            ) : null}
          </div>
        </Box>
      </Stack>
    </form>
  );
}
