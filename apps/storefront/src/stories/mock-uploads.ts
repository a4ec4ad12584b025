import type { Schemas } from '@startwise/api-client';
import { delay, HttpResponse, http } from 'msw';

// The mock of staged uploads (POST /api/uploads, one file each; DELETE /api/uploads/{id}), so the stories of the forms
// that upload each file as soon as it is chosen run without a server. It answers by the file's name:
// - a name with "slow" never arrives (the row stays uploading);
// - a name with "flaky" fails (500, "Upload interrupted, please retry") until `healFlaky()`;
// - any other arrives, under the id `staged-<n>`.
// `stagedName(id)` gives the name a staged id stands for, so a submit's or an answer's mock can say what was sent.

const names = new Map<string, string>();
let flakyFails = true;

export const FLAKY_MESSAGE = 'Upload interrupted, please retry';

/** The file name staged as `id` (undefined for an unknown id). */
export const stagedName = (id: string) => names.get(id);

/** From now on "flaky" files arrive (a story's Retry). */
export const healFlaky = () => {
  flakyFails = false;
};

/** A story that shows the flaky failure calls this in its `beforeEach`. */
export const resetStagedUploads = () => {
  flakyFails = true;
};

export const stagedUploadHandlers = {
  stageUpload: http.post('/api/uploads', async ({ request }) => {
    if (!request.headers.get('Authorization')?.startsWith('Bearer ')) {
      return HttpResponse.json({ success: false, message: 'Authentication required' }, { status: 401 });
    }
    const file = (await request.formData()).get('file');
    if (!(file instanceof File)) {
      return HttpResponse.json(
        { success: false, message: 'Validation failed', errors: [{ field: 'file', message: 'File is required' }] },
        { status: 422 },
      );
    }
    if (file.name.includes('slow')) await delay('infinite');
    if (file.name.includes('flaky') && flakyFails) {
      return HttpResponse.json({ success: false, message: FLAKY_MESSAGE }, { status: 500 });
    }
    const id = `00000000-0000-4000-8000-${String(names.size + 1).padStart(12, '0')}`;
    names.set(id, file.name);
    const upload: Schemas['StagedUpload'] = {
      id,
      name: file.name,
      size: file.size,
      expiresAt: '2026-11-30T10:00:00.000Z',
    };
    return HttpResponse.json({ success: true, message: 'File uploaded', data: { upload } }, { status: 201 });
  }),
  discardUpload: http.delete('/api/uploads/:uploadId', ({ params }) => {
    names.delete(String(params.uploadId));
    return HttpResponse.json({ success: true, message: 'Upload removed', data: {} });
  }),
};

/** The names a multipart body's `stagedUploads` part names for `field`. */
export function stagedNamesIn(form: FormData, field: string): string[] {
  const text = form.get('stagedUploads');
  if (typeof text !== 'string') return [];
  const ids = (JSON.parse(text) as Record<string, string[]>)[field] ?? [];
  return ids.map((id) => stagedName(id) ?? `unknown ${id}`);
}
