import fc from 'fast-check';
import { sample } from 'openapi-sampler';
import type { ContractOperation, OpenApiDocument } from '../../src/platform/http/contract.js';
import { nextIp } from './api-call.js';

/** Requests built from openapi.yaml for the contract fuzzer: a valid one per operation, then mutated ones. */

type Json = Record<string, unknown>;
type Location = 'path' | 'query' | 'header';

export interface FuzzRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  /** JSON body; for a multipart operation, the non-file form values sent as the `formData` part. */
  body: unknown;
  /** Multipart only: the file parts (field name, file name). */
  files: { field: string; name: string }[];
  /** Multipart only: replaces the JSON text of the `formData` part. */
  formDataText?: string;
}

export function resolve<T>(doc: OpenApiDocument, value: unknown): T {
  if (value && typeof value === 'object' && '$ref' in value && typeof value.$ref === 'string') {
    const target = value.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
    return resolve(doc, target);
  }
  return value as T;
}

/** The operation as written in openapi.yaml (its parameters, responses and request body). */
export function rawOperation(doc: OpenApiDocument, operation: ContractOperation) {
  const item = doc.paths[operation.path] as Json;
  const raw = item[operation.method.toLowerCase()] as Json;
  const parameters = [...((item.parameters as unknown[]) ?? []), ...((raw.parameters as unknown[]) ?? [])].map((p) =>
    resolve<{ name: string; in: Location; required?: boolean; schema: Json }>(doc, p),
  );
  const requestBody = resolve<{ content?: Record<string, { schema: Json }> } | undefined>(doc, raw.requestBody);
  const responses = raw.responses as Record<string, unknown>;
  return { parameters, requestBody, responses };
}

/** A status the contract lists for the operation, exactly or by its class. */
export const listsStatus = (responses: Record<string, unknown>, status: number) =>
  String(status) in responses || `${String(status)[0]}XX` in responses || 'default' in responses;

const sampleOf = (doc: OpenApiDocument, schema: Json) =>
  sample(schema as never, { skipReadOnly: true, quiet: true }, doc as object);

/** A valid request: the sampler's values, with `known` values (real ids, well-formed emails) by name. */
export function validRequest(
  doc: OpenApiDocument,
  operation: ContractOperation,
  known: (name: string) => unknown,
): FuzzRequest {
  const { parameters, requestBody } = rawOperation(doc, operation);
  const request: FuzzRequest = { path: {}, query: {}, header: {}, body: undefined, files: [] };
  for (const parameter of parameters) {
    request[parameter.in][parameter.name] = known(parameter.name) ?? sampleOf(doc, parameter.schema);
  }
  if (operation.multipart) {
    request.body = known('formData');
    request.files = known('files') as FuzzRequest['files'];
  } else {
    const schema = requestBody?.content?.['application/json']?.schema;
    if (schema) {
      const body = sampleOf(doc, schema);
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        for (const key of Object.keys(body)) (body as Json)[key] = known(key) ?? (body as Json)[key];
      }
      request.body = body;
    }
  }
  return request;
}

/** Strings a careless or hostile client sends: control characters, lone surrogates, huge text, injections. */
const nastyString = (huge: number) =>
  fc.oneof(
    { arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff'), weight: 2 },
    fc.constantFrom(
      '',
      ' ',
      '\u0001\u001f\u007f\b',
      '\u202e\u200b',
      '😀',
      '%00',
      '../../etc/passwd',
      "' OR 1=1 --",
      'x'.repeat(huge),
    ),
    fc.string({
      unit: fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\ud800', '\udc00', 'a', '0', ' ', '\n'),
      maxLength: 20,
    }),
  );
const edgeNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  21474837,
);
const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, ['x', 'y'], { nested: { deep: 1 } });

/** One change to a valid request. */
export type Mutation =
  | { kind: 'set'; part: 'body' | Location; pick: number; value: unknown }
  | { kind: 'unknown'; part: 'body' | 'query'; name: string; value: unknown }
  | { kind: 'wholeBody'; value: unknown }
  | { kind: 'fileName'; value: string }
  | { kind: 'formDataText'; value: string };

/** Mutations for an operation; a GET cannot carry a body at all, so it gets none aimed at one. */
export function mutations(operation: ContractOperation): fc.Arbitrary<Mutation[]> {
  // URLs stay under Node's header size limit; JSON bodies may be huge.
  const urlValue = fc.oneof({ arbitrary: nastyString(2000), weight: 3 }, edgeNumber, wrongType);
  const bodyValue = fc.oneof({ arbitrary: nastyString(200_000), weight: 3 }, edgeNumber, wrongType);
  const withBody = operation.method !== 'GET';
  const candidates: fc.Arbitrary<Mutation>[] = [
    fc.record({
      kind: fc.constant('set' as const),
      part: fc.constantFrom('path' as const, 'query' as const, 'header' as const),
      pick: fc.nat(),
      value: urlValue,
    }),
    fc.record({
      kind: fc.constant('unknown' as const),
      part: withBody ? fc.constantFrom('body' as const, 'query' as const) : fc.constant('query' as const),
      name: fc.constantFrom('extra', '__proto__', 'constructor', 'a\u0000b', 'sort'),
      value: urlValue,
    }),
  ];
  if (withBody) {
    candidates.push(
      fc.record({
        kind: fc.constant('set' as const),
        part: fc.constant('body' as const),
        pick: fc.nat(),
        value: bodyValue,
      }),
      fc.record({ kind: fc.constant('wholeBody' as const), value: fc.oneof(wrongType, nastyString(50), edgeNumber) }),
    );
  }
  if (operation.multipart) {
    candidates.push(
      fc.record({ kind: fc.constant('fileName' as const), value: nastyString(300) }),
      fc.record({ kind: fc.constant('formDataText' as const), value: nastyString(300) }),
    );
  }
  return fc.array(fc.oneof(...candidates), { minLength: 1, maxLength: 2 });
}

/**
 * The valid request once per string it carries (JSON values, path and query parameters, file names), with a NUL
 * character appended to that string alone: a sweep no random run can miss.
 */
export function withNulInEachString(request: FuzzRequest): FuzzRequest[] {
  const variants: FuzzRequest[] = [];
  for (const place of placesIn(request.body)) {
    const value = place.reduce<unknown>((node, key) => (node as Json)[key], request.body);
    if (typeof value === 'string') variants.push({ ...request, body: setAt(request.body, place, `${value}\u0000`) });
  }
  for (const part of ['path', 'query'] as const) {
    for (const [name, value] of Object.entries(request[part])) {
      if (typeof value === 'string')
        variants.push({ ...request, [part]: { ...request[part], [name]: `${value}\u0000` } });
    }
  }
  if (request.files.length > 0) {
    variants.push({ ...request, files: request.files.map((file) => ({ ...file, name: `\u0000${file.name}` })) });
  }
  return variants;
}

/** Percent-encodes like a browser, except that a lone surrogate goes out as the (invalid) bytes a hostile client sends. */
const encodeLoosely = (text: string) =>
  [...text].map((c) => (/[\uD800-\uDFFF]/u.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');

/** Every place inside a JSON value a mutation can land, as key paths. */
function placesIn(value: unknown, at: string[] = []): string[][] {
  if (!value || typeof value !== 'object') return [at];
  const entries = Object.entries(value as Json);
  return [at, ...entries.flatMap(([key, inner]) => placesIn(inner, [...at, key]))];
}

function setAt(root: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = Array.isArray(root) ? [...root] : { ...(root as Json) };
  (copy as Json)[head] = setAt((root as Json)[head], rest, value);
  return copy;
}

export function applyMutations(request: FuzzRequest, changes: Mutation[]): FuzzRequest {
  let next: FuzzRequest = structuredClone(request);
  for (const change of changes) {
    if (change.kind === 'wholeBody') next = { ...next, body: change.value };
    else if (change.kind === 'fileName')
      next = { ...next, files: next.files.map((f) => ({ ...f, name: change.value })) };
    else if (change.kind === 'formDataText') next = { ...next, formDataText: change.value };
    else if (change.kind === 'unknown') {
      if (change.part === 'query') next.query[change.name] = change.value;
      else if (next.body && typeof next.body === 'object')
        next.body = Object.defineProperty({ ...(next.body as Json) }, change.name, {
          value: change.value,
          enumerable: true,
        });
    } else if (change.part === 'body') {
      const places = placesIn(next.body);
      next.body = setAt(next.body, places[change.pick % places.length] as string[], change.value);
    } else {
      const names = Object.keys(next[change.part]);
      const name = names[change.pick % Math.max(1, names.length)];
      if (name !== undefined) next[change.part][name] = change.value;
    }
  }
  return next;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Sends the request as a browser would (JSON or multipart), signed in with `token`. */
export async function sendRequest(
  baseUrl: string,
  operation: ContractOperation,
  request: FuzzRequest,
  token: string,
  fileBytes: Uint8Array,
) {
  const url = new URL(
    baseUrl + operation.url.replace(/:([A-Za-z]+)/g, (_match, name) => encodeLoosely(asText(request.path[name]))),
  );
  for (const [name, value] of Object.entries(request.query)) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, asText(item));
  }
  const headers: Record<string, string> = { 'x-forwarded-for': nextIp(), authorization: `Bearer ${token}` };
  for (const [name, value] of Object.entries(request.header)) {
    // A header cannot carry NUL or a line break at all: the HTTP client refuses to send it.
    headers[name] = [...asText(value)].map((c) => (c < ' ' || c === '\u007f' || c > '\u00ff' ? '?' : c)).join('');
  }
  let body: string | FormData | undefined;
  if (operation.multipart) {
    const form = new FormData();
    form.append('formData', request.formDataText ?? JSON.stringify(request.body));
    for (const file of request.files) form.append(file.field, new Blob([new Uint8Array(fileBytes)]), file.name);
    body = form;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(url, { method: operation.method, headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, json: json ? JSON.parse(bytes.toString('utf8')) : undefined, url: url.pathname };
}
