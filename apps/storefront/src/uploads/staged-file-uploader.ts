import type { fileUpload } from '@startwise/flows';
import { fromCallback } from 'xstate';

type Transport = ReturnType<typeof import('./uppy-transport').createUppyTransport>;

export const UPLOADER_UNAVAILABLE = 'The uploader could not load. Check your network and retry.';

/**
 * The flows' `fileUploader` for the storefront's forms: each chosen file goes to `stageUpload` on its own, with
 * progress, cancel and retry (Uppy, in `uppy-transport.ts`). Uppy is a chunk of its own, fetched when the form
 * starts in the browser (not with the page's first script); a command that comes before it has arrived waits for it.
 * If the chunk cannot be fetched, the files fail with a message, and Retry fetches it again.
 */
export const stagedFileUploader = fromCallback<fileUpload.FileUploaderCommand>(({ sendBack, receive }) => {
  let stopped = false;
  let loading: Promise<Transport> | undefined;
  const load = () => {
    loading ??= import('./uppy-transport').then(({ createUppyTransport }) =>
      createUppyTransport((event) => {
        if (!stopped) sendBack(event);
      }),
    );
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  if (typeof window !== 'undefined') void load().catch(() => undefined);

  receive((command) => {
    load().then(
      (transport) => {
        if (!stopped) transport.handle(command);
      },
      () => {
        if (stopped) return;
        if (command.type === 'UPLOAD.START' || command.type === 'UPLOAD.RETRY') {
          sendBack({ type: 'UPLOAD.FAILED', key: command.key, message: UPLOADER_UNAVAILABLE });
        }
      },
    );
  });

  return () => {
    stopped = true;
    void loading?.then((transport) => transport.close()).catch(() => undefined);
  };
});
