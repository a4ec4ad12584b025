import type { Schemas } from '@startwise/api-client';
import { formatFileSize } from '@startwise/flows/rules';
import { FileList } from '@startwise/ui';
import { useStaffDownload } from '../../files/useStaffDownload';

interface SubmissionFileListProps {
  submissionId: string;
  label: string;
  files: readonly Schemas['FileUpload'][];
  /** What a file is, beside its name (the form field it was uploaded for). */
  describe?: (file: Schemas['FileUpload']) => string;
  emptyMessage?: string;
}

/** A submission's files (with the application, for a request, in a delivery), downloaded with the staff token. */
export function SubmissionFileList({ submissionId, label, files, describe, emptyMessage }: SubmissionFileListProps) {
  const download = useStaffDownload(submissionId);
  return (
    <FileList
      label={label}
      files={files.map((file) => ({
        id: file._id,
        name: file.originalName,
        size: file.size,
        ...(describe ? { meta: describe(file) } : {}),
      }))}
      formatSize={formatFileSize}
      emptyMessage={emptyMessage}
      {...download}
    />
  );
}
