import type { paths, Schemas } from '@startwise/api-client';
import { delay, HttpResponse, http } from 'msw';

// Typed msw handlers for the storefront's API (openapi.yaml): a story states what one call answers, and the
// compiler checks the body against the contract.

/** API paths that have a GET. */
type GetPath = {
  [P in keyof paths]: paths[P] extends { get: { responses: { 200: unknown } } } ? P : never;
}[keyof paths];

/** The JSON body of a GET's 200 answer. */
export type GetBody<P extends GetPath> = paths[P]['get'] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

/** `/services/{slug}` (the contract's form) -> `/api/services/:slug` (msw's form, under the client's base). */
const mswPath = (path: string) => `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** GET `path` answers 200 with `body` (the full envelope, as the server sends it). */
export const mockGet = <P extends GetPath>(path: P, body: GetBody<P>) =>
  http.get(mswPath(path), () => HttpResponse.json(body as Record<string, unknown>));

/** GET `path` answers `{ success: true, data }`. */
export const mockData = <P extends GetPath>(path: P, data: GetBody<P> extends { data: infer Data } ? Data : never) =>
  mockGet(path, { success: true, data } as GetBody<P>);

/** GET `path` never answers: the page stays in its loading state. */
export const mockLoading = (path: GetPath) => http.get(mswPath(path), () => delay('infinite'));

/**
 * GET `path` fails with the API's error envelope `{ success: false, message }`. Note that the client shows its
 * own catalogue text for 403 and 5xx (spec 8), and retries 5xx twice (about 3 s) before the page shows it.
 */
export const mockError = (path: GetPath, status: number, message: string) =>
  mockErrorWhen(path, () => true, status, message);

/** GET `path` fails like `mockError` for the calls `when` picks (one page of a list); the others go on to the next handler. */
export const mockErrorWhen = (path: GetPath, when: (url: URL) => boolean, status: number, message: string) =>
  http.get(mswPath(path), ({ request }) =>
    when(new URL(request.url)) ? HttpResponse.json({ success: false, message }, { status }) : undefined,
  );

/** The first GET of `path` answers `body`; every later one never answers (a page refreshing slowly). */
export const mockSlowRefresh = <P extends GetPath>(path: P, body: GetBody<P>) => [
  http.get(mswPath(path), () => HttpResponse.json(body as Record<string, unknown>), { once: true }),
  mockLoading(path),
];

/** GET `path` answers with what `body` makes of the request's address: calls that page or take a search term. */
export const mockGetBy = <P extends GetPath>(path: P, body: (url: URL) => GetBody<P>) =>
  http.get(mswPath(path), ({ request }) => HttpResponse.json(body(new URL(request.url)) as Record<string, unknown>));

/** API paths that have a POST. */
type PostPath = {
  [P in keyof paths]: paths[P] extends { post: unknown } ? P : never;
}[keyof paths];

/** The JSON body of a POST's success answer (201 or 200). */
export type PostBody<P extends PostPath> = paths[P]['post'] extends {
  responses: { 201: { content: { 'application/json': infer Body } } };
}
  ? Body
  : paths[P]['post'] extends { responses: { 200: { content: { 'application/json': infer Body } } } }
    ? Body
    : never;

/** POST `path` succeeds with `body` (the full envelope) and the contract's success status. */
export const mockPost = <P extends PostPath>(path: P, body: PostBody<P>, status: 200 | 201 = 200) =>
  http.post(mswPath(path), () => HttpResponse.json(body as Record<string, unknown>, { status }));

/**
 * POST `path` fails with `{ success: false, message, errors? }`; without a message the page shows its own fallback
 * text (spec 8). A 422 lists what was wrong in `errors` (`field` names the form field). The client does not retry
 * a POST.
 */
export const mockPostError = (path: PostPath, status: number, message?: string, errors?: Schemas['FieldError'][]) =>
  http.post(mswPath(path), () => HttpResponse.json({ success: false, message, errors }, { status }));

/** POST `path` never answers: the page stays in its sending state. */
export const mockPostLoading = (path: PostPath) => http.post(mswPath(path), () => delay('infinite'));
