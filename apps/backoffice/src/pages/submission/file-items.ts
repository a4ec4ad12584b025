import type { Schemas } from '@startwise/api-client';
import type { FileListItem } from '@startwise/ui';

/** A submission's file as the kit's FileList shows it (`meta`: the form field, a request, a delivery). */
export const fileItem = (file: Schemas['FileUpload'], meta?: string): FileListItem => ({
  id: file._id,
  name: file.originalName,
  size: file.size,
  ...(meta ? { meta } : {}),
});
