import type { paths, Schemas } from '@startwise/api-client';
import { delay, HttpResponse, http } from 'msw';
import { expect, waitFor } from 'storybook/test';

// Typed msw handlers for the back office's calls (openapi.yaml): a story says what one call answers, and the
// compiler checks the body against the contract (as the storefront's stories do, src/stories/mock-api.ts there).

type GetPath = {
  [P in keyof paths]: paths[P] extends { get: { responses: { 200: unknown } } } ? P : never;
}[keyof paths];
type PostPath = { [P in keyof paths]: paths[P] extends { post: unknown } ? P : never }[keyof paths];
type PutPath = { [P in keyof paths]: paths[P] extends { put: unknown } ? P : never }[keyof paths];

export type GetBody<P extends GetPath> = paths[P]['get'] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
type GetData<P extends GetPath> = GetBody<P> extends { data: infer Data } ? Data : never;

export type PostBody<P extends PostPath> = paths[P]['post'] extends {
  responses: { 201: { content: { 'application/json': infer Body } } };
}
  ? Body
  : paths[P]['post'] extends { responses: { 200: { content: { 'application/json': infer Body } } } }
    ? Body
    : never;
type PostData<P extends PostPath> = PostBody<P> extends { data: infer Data } ? Data : never;

/** `/admin/submissions/{id}` (the contract's form) -> `/api/admin/submissions/:id` (msw's, under the client's base). */
const mswPath = (path: string) => `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** GET `path` answers `{ success: true, data }`. */
export const mockData = <P extends GetPath>(path: P, data: GetData<P>) =>
  http.get(mswPath(path), () => HttpResponse.json({ success: true, data } as Record<string, unknown>));

/** GET `path` answers with what `data` makes of the request's address (filters, pages); `asked` records each one. */
export const mockDataBy = <P extends GetPath>(path: P, data: (url: URL) => GetData<P>, asked?: URL[]) =>
  http.get(mswPath(path), ({ request }) => {
    const url = new URL(request.url);
    asked?.push(url);
    return HttpResponse.json({ success: true, data: data(url) } as Record<string, unknown>);
  });

/** GET `path` of a cursor-paged list: `first` (its nextCursor says where the rest starts), then `rest` when asked with a cursor. */
export const mockTwoPages = <P extends GetPath>(path: P, first: GetData<P>, rest: GetData<P>, asked?: URL[]) =>
  mockDataBy(path, (url) => (url.searchParams.has('cursor') ? rest : first), asked);

/** The query of the newest address in `asked`: a list's filters and page as the server got them. */
export const lastQuery = (asked: URL[]) => Object.fromEntries(asked.at(-1)?.searchParams ?? []);

/**
 * A list's GET `path` whose stories each say what it answers (`answering(...)` gives `page(...)`), recording every
 * address it was asked in `asked`, newest last (a story that checks them empties it first).
 */
export function recordedList<P extends GetPath, A extends unknown[]>(path: P, page: (...args: A) => GetData<P>) {
  const asked: URL[] = [];
  return { asked, answering: (...args: A) => mockDataBy(path, () => page(...args), asked) };
}

/** GET `path` never answers: the page stays in its loading state. */
export const mockLoading = (path: GetPath) => http.get(mswPath(path), () => delay('infinite'));

/** GET `path` fails with the error envelope (the client shows its own text for 403 and 5xx, after retrying 5xx). */
export const mockError = (path: GetPath, status: number, message: string) =>
  http.get(mswPath(path), () => HttpResponse.json({ success: false, message }, { status }));

/** POST `path` succeeds with `data` (and the contract's status); `seen` receives each request's JSON body. */
export const mockPost = <P extends PostPath>(
  path: P,
  data: PostData<P>,
  { status = 200, seen }: { status?: 200 | 201; seen?: (body: unknown) => void } = {},
) =>
  http.post(mswPath(path), async ({ request }) => {
    if (seen) {
      const text = await request.text();
      seen(text ? JSON.parse(text) : undefined);
    }
    return HttpResponse.json({ success: true, data } as Record<string, unknown>, { status });
  });

/** POST `path` fails with `{ success: false, message, errors? }` (a 422 lists field errors). */
export const mockPostError = (path: PostPath, status: number, message?: string, errors?: Schemas['FieldError'][]) =>
  http.post(mswPath(path), () => HttpResponse.json({ success: false, message, errors }, { status }));

/** POST `path` never answers: the form stays in its sending state. */
export const mockPostLoading = (path: PostPath) => http.post(mswPath(path), () => delay('infinite'));

/**
 * A story's writes held back: `holding(path)` is a POST that never answers (the action shows on its way); `sent` is
 * the last one's body and `count` how many were sent (a story's play starts with `clear()`).
 */
export class HeldWrites {
  sent: unknown;
  count = 0;
  holding = (path: PostPath) =>
    mockPostPending(path, (body) => {
      this.sent = body;
      this.count += 1;
    });
  clear() {
    this.sent = undefined;
    this.count = 0;
  }
  /** Waits until the last write sent is `body`. */
  expectSent = (body: unknown) => waitFor(() => expect(this.sent).toEqual(body));
}

/**
 * POST `path` hands each request to `seen` (its JSON, or its form data for multipart) and never answers: the form
 * stays sending, so a story can show that state and check what was sent.
 */
export const mockPostPending = (path: PostPath, seen: (body: unknown) => void) =>
  http.post(mswPath(path), async ({ request }) => {
    if (request.headers.get('content-type')?.startsWith('multipart/form-data')) seen(await request.formData());
    else {
      const text = await request.text();
      seen(text ? JSON.parse(text) : undefined);
    }
    return delay('infinite');
  });

/** A staff file download (GET /admin/submissions/{id}/files/{fileId}): `seen` gets the Authorization header. */
export const mockFileDownload = (seen: (authorization: string | null) => void) =>
  http.get('/api/admin/submissions/:id/files/:fileId', ({ request }) => {
    seen(request.headers.get('authorization'));
    return new HttpResponse('%PDF-1.4\n%%EOF\n', {
      headers: { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="x.pdf"' },
    });
  });

/** A CSV export (GET `path`): answers `csv` as the attachment `fileName`; `seen` gets each request. */
const mockCsvExport = (path: GetPath, file: { csv: string; fileName: string }, seen: (request: Request) => void) =>
  http.get(mswPath(path), ({ request }) => {
    seen(request);
    return new HttpResponse(file.csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file.fileName}"`,
      },
    });
  });

/**
 * A story file's CSV export (GET `path`) answering `file`; `requests` records each request, newest last (a story
 * that checks them empties it first).
 */
export function recordedExport(path: GetPath, file: { csv: string; fileName: string }) {
  const requests: Request[] = [];
  return { requests, handler: mockCsvExport(path, file, (request) => requests.push(request)) };
}

type PutData<P extends PutPath> = paths[P]['put'] extends {
  responses: { 200: { content: { 'application/json': { data: infer Data } } } };
}
  ? Data
  : never;

/** PUT `path` succeeds with what `data` makes of the request's JSON body (a save answers what the server keeps). */
export const mockPut = <P extends PutPath>(path: P, data: (body: unknown) => PutData<P>) =>
  http.put(mswPath(path), async ({ request }) =>
    HttpResponse.json({ success: true, data: data(await request.json()) } as Record<string, unknown>),
  );

/** PUT `path` fails with `{ success: false, message, errors? }` (a 422 lists field errors, a 409 a taken slug). */
export const mockPutError = (path: PutPath, status: number, message?: string, errors?: Schemas['FieldError'][]) =>
  http.put(mswPath(path), () => HttpResponse.json({ success: false, message, errors }, { status }));
