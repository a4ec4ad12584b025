import { downloadAdminSubmissionFile, SUBMISSION_FILE_FALLBACK_MESSAGE } from '@startwise/api-client';
import type { FileListItem } from '@startwise/ui';
import { api } from '../app/api';
import { useSavedDownload } from './useSavedDownload';

/**
 * Downloads one of a submission's files with the staff token (GET /admin/submissions/{id}/files/{fileId}): fetched
 * as a blob and saved under its original name.
 */
export function useStaffDownload(submissionId: string) {
  const download = useSavedDownload(
    async (file: FileListItem) => ({
      blob: await downloadAdminSubmissionFile(api, submissionId, file.id),
      fileName: file.name,
    }),
    SUBMISSION_FILE_FALLBACK_MESSAGE,
  );
  return {
    onDownload: (file: FileListItem) => download.mutate(file),
    downloadingId: download.isPending ? (download.variables?.id ?? null) : null,
  };
}
