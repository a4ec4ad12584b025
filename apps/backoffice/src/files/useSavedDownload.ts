import { ApiError } from '@startwise/api-client';
import { useToast } from '@startwise/ui';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from './saveFile';

interface Download {
  blob: Blob;
  fileName: string;
}

/**
 * A download made with the staff token (a link could not carry it): fetched as a blob and saved under its name.
 * A failure is toasted with the server's words, else `fallbackMessage`; `doneMessage`, when given, is toasted after.
 */
export function useSavedDownload<Input>(
  fetchFile: (input: Input) => Promise<Download>,
  fallbackMessage: string,
  doneMessage?: string,
) {
  const toast = useToast();
  return useMutation({
    mutationFn: fetchFile,
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      if (doneMessage) toast.success(doneMessage);
    },
    onError: (error) => toast.error((error instanceof ApiError ? error.toastMessage : undefined) ?? fallbackMessage),
  });
}
