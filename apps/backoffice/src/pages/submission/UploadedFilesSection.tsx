import type { Schemas } from '@startwise/api-client';
import { formatFileSize } from '@startwise/flows/rules';
import { FileList } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useStaffDownload } from '../../files/useStaffDownload';
import { Section } from '../../layout/Section';
import { fileItem } from './file-items';
import { serviceFormQuery } from './queries';

/** The documents sent with the application, each under its form field's label, downloadable with the staff token. */
export function UploadedFilesSection({
  submissionId,
  serviceSlug,
  files,
}: {
  submissionId: string;
  serviceSlug: string;
  files: readonly Schemas['FileUpload'][];
}) {
  const { data } = useQuery(serviceFormQuery(serviceSlug));
  const label = (fieldName: string) =>
    data?.service.fields.find((field) => field.name === fieldName)?.label ?? fieldName;
  const download = useStaffDownload(submissionId);
  return (
    <Section title="Uploaded files">
      <FileList
        label="Files uploaded with the application"
        files={files.map((file) => fileItem(file, label(file.fieldName)))}
        formatSize={formatFileSize}
        emptyMessage="No documents were uploaded with the application."
        {...download}
      />
    </Section>
  );
}
