import { ApiError, downloadAdminSubmissionFile, SUBMISSION_FILE_FALLBACK_MESSAGE } from '@startwise/api-client';
import type { FileListItem } from '@startwise/ui';
import { useToast } from '@startwise/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../app/api';
import { saveFile } from './saveFile';

/**
 * Downloads one of a submission's files with the staff token (GET /admin/submissions/{id}/files/{fileId}): fetched
 * as a blob and saved under its original name. A link could not carry the token.
 */
export function useStaffDownload(submissionId: string) {
  const toast = useToast();
  const download = useMutation({
    mutationFn: async (file: FileListItem) => ({
      blob: await downloadAdminSubmissionFile(api, submissionId, file.id),
      fileName: file.name,
    }),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
    onError: (error) => {
      const text = error instanceof ApiError ? error.toastMessage : undefined;
      toast.error(text ?? SUBMISSION_FILE_FALLBACK_MESSAGE);
    },
  });
  return {
    onDownload: (file: FileListItem) => download.mutate(file),
    downloadingId: download.isPending ? (download.variables?.id ?? null) : null,
  };
}
