import type { Schemas } from '@startwise/api-client';
import { useQuery } from '@tanstack/react-query';
import { Section } from '../../layout/Section';
import { serviceFormQuery } from './queries';
import { SubmissionFileList } from './SubmissionFileList';

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
  return (
    <Section title="Uploaded files">
      <SubmissionFileList
        submissionId={submissionId}
        label="Files uploaded with the application"
        files={files}
        describe={(file) => label(file.fieldName)}
        emptyMessage="No documents were uploaded with the application."
      />
    </Section>
  );
}
