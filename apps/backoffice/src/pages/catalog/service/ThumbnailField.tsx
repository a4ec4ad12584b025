import { resolveMediaUrl } from '@startwise/api-client';
import { formatFileSize } from '@startwise/flows/rules';
import { FileField, Stack, useToast } from '@startwise/ui';
import { api } from '../../../app/api';
import { formFailure, serverFieldErrors } from '../../../forms/errors';
import { type CatalogService, useCatalogChange } from '../queries';
import * as styles from './ThumbnailField.css';

/** A saved service's picture: choosing a file uploads it at once (JPEG, PNG or WebP up to 5 MB; the server checks). */
export function ThumbnailField({ service, uploadsBaseUrl }: { service: CatalogService; uploadsBaseUrl: string }) {
  const toast = useToast();
  const upload = useCatalogChange((file: File) => {
    const form = new FormData();
    form.append('thumbnail', file, file.name);
    return api.post('/admin/catalog/services/{serviceId}/thumbnail', {
      params: { path: { serviceId: service._id } },
      // A multipart body has no TypeScript value in the generated types; fetch sets the boundary.
      body: form as never,
      fallbackMessage: 'Failed to upload the thumbnail',
    });
  });
  return (
    <Stack space="small">
      <img
        src={resolveMediaUrl(service.thumbnail, uploadsBaseUrl)}
        alt={`Thumbnail of ${service.title}`}
        width={160}
        height={120}
        className={styles.thumbnail}
      />
      <FileField
        label="Replace the thumbnail"
        hint="A JPEG, PNG or WebP image of at most 5 MB."
        accept=".jpg,.jpeg,.png,.webp"
        formatSize={formatFileSize}
        files={[]}
        disabled={upload.isPending}
        error={serverFieldErrors(upload.error).thumbnail ?? formFailure(upload.error)}
        onChange={(chosen) => {
          const [file] = chosen;
          if (file) upload.mutate(file, { onSuccess: () => toast.success('The thumbnail is replaced') });
        }}
      />
    </Stack>
  );
}
