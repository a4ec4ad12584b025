import {
  ApiError,
  downloadSubmissionFile,
  type Schemas,
  SUBMISSION_FILE_FALLBACK_MESSAGE,
} from '@startwise/api-client';
import { formatFileSize } from '@startwise/flows/rules';
import { Button, Inline, Stack, Text, useToast } from '@startwise/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api';
import { saveFile } from './saveFile';

type SubmissionFile = Schemas['FileUpload'];

/**
 * Spec 2 Submission detail: the uploaded documents (originalName, size), each downloadable. The download needs the
 * bearer token, so it is fetched by the api client and saved under its original name, not linked.
 */
export function SubmissionFiles({ submissionId, files }: { submissionId: string; files: readonly SubmissionFile[] }) {
  const toast = useToast();
  const download = useMutation({
    mutationFn: async (file: SubmissionFile) => ({
      blob: await downloadSubmissionFile(api, submissionId, file._id),
      fileName: file.originalName,
    }),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) => {
      const text = error instanceof ApiError ? error.toastMessage : undefined;
      toast.error(text ?? SUBMISSION_FILE_FALLBACK_MESSAGE);
    },
  });

  if (files.length === 0) return <Text tone="muted">No documents were uploaded.</Text>;
  return (
    <Stack space="small" as="ul">
      {files.map((file) => (
        <Text as="li" key={file._id}>
          <Inline space="small">
            <span>{file.originalName}</span>
            <Text as="span" tone="muted">
              {formatFileSize(file.size)}
            </Text>
            <Button
              variant="secondary"
              size="small"
              aria-label={`Download ${file.originalName}`}
              loading={download.isPending && download.variables?._id === file._id}
              onClick={() => download.mutate(file)}
            >
              Download
            </Button>
          </Inline>
        </Text>
      ))}
    </Stack>
  );
}
