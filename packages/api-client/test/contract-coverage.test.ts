import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  ADDED_CALLS,
  NO_INPUT_CALLS,
  SIGNED_IN_CALLS,
  SPEC_CALLS,
  STAFF_CALLS,
  STAFF_SIGN_IN_CALLS,
} from './contract-calls';

/**
 * Proves openapi.yaml covers the product: every call of spec section 7 (hard-coded here from the spec text, which
 * is the source of truth), plus the calls the foundation issue adds, with the auth and envelope rules the client
 * and server rely on.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
}

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: (Parameter | { $ref: string })[];
  responses?: Record<string, Json>;
}

interface Document {
  openapi: string;
  servers?: { url: string }[];
  security?: unknown;
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { securitySchemes?: Record<string, Json> };
}

const contractFile = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
const contract = parse(readFileSync(contractFile, 'utf8')) as Document;

const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

interface ContractCall {
  key: string;
  operation: Operation;
}

function contractCalls(): ContractCall[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ key: `${method.toUpperCase()} ${path}`, operation }] : [];
    }),
  );
}

/** Follows local `#/...` references (the contract uses no external ones). */
function resolve<T>(value: unknown): T {
  if (value && typeof value === 'object' && '$ref' in value && typeof value.$ref === 'string') {
    const target = value.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], contract);
    if (target === undefined) throw new Error(`unresolved $ref ${value.$ref}`);
    return resolve(target as T);
  }
  return value as T;
}

function operationAt(key: string): Operation {
  const [method, path] = key.split(' ') as [string, string];
  const operation = contract.paths[path]?.[method.toLowerCase() as Method];
  if (!operation) throw new Error(`openapi.yaml has no ${key}`);
  return operation;
}

function queryParameter(key: string, name: string): Parameter {
  const parameters = (operationAt(key).parameters ?? []).map((p) => resolve<Parameter>(p));
  const parameter = parameters.find((p) => p.in === 'query' && p.name === name);
  if (!parameter) throw new Error(`${key} has no query parameter ${name}`);
  return parameter;
}

function usesBearer(operation: Operation): boolean {
  return (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement);
}

describe('openapi.yaml', () => {
  it('is an OpenAPI 3.1 document served under /api with bearer JWT security', () => {
    expect(contract.openapi).toBe('3.1.0');
    expect(contract.servers).toEqual([{ url: '/api', description: expect.any(String) }]);
    expect(contract.components.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    // Security is declared per operation, so a forgotten declaration cannot silently inherit a default.
    expect(contract.security).toBeUndefined();
  });

  it.each(SPEC_CALLS)('describes the spec call %s', (call) => {
    expect(contractCalls().map((c) => c.key)).toContain(call);
  });

  it.each(ADDED_CALLS)('describes the added call %s', (call) => {
    expect(contractCalls().map((c) => c.key)).toContain(call);
  });

  it('describes nothing beyond the spec calls and the added ones', () => {
    const known = new Set([...SPEC_CALLS, ...ADDED_CALLS, ...STAFF_SIGN_IN_CALLS, ...STAFF_CALLS]);
    expect(contractCalls().filter((c) => !known.has(c.key))).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId', () => {
    const ids = contractCalls().map((c) => c.operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every operation a success (2xx) response', () => {
    const withoutSuccess = contractCalls().filter(
      (c) => !Object.keys(c.operation.responses ?? {}).some((status) => /^2\d\d$/.test(status)),
    );
    expect(withoutSuccess.map((c) => c.key)).toEqual([]);
  });

  it('gives every operation that takes input at least one client error (4xx) response', () => {
    const withoutClientError = contractCalls().filter(
      (c) =>
        !NO_INPUT_CALLS.has(c.key) &&
        !Object.keys(c.operation.responses ?? {}).some((status) => /^4\d\d$/.test(status)),
    );
    expect(withoutClientError.map((c) => c.key)).toEqual([]);
  });

  it('requires the bearer token on every call that needs a signed-in customer, and answers 401 without it', () => {
    for (const call of SIGNED_IN_CALLS) {
      const operation = operationAt(call);
      expect(usesBearer(operation), call).toBe(true);
      expect(Object.keys(operation.responses ?? {}), call).toContain('401');
    }
  });

  it('requires the staff token, and only it, on every back-office call but the sign-in steps', () => {
    for (const call of STAFF_CALLS) {
      const operation = operationAt(call);
      expect(operation.security, call).toEqual([{ staffBearer: [] }]);
      expect(Object.keys(operation.responses ?? {}), call).toContain('401');
    }
  });

  it('marks every other call explicitly public (security: [])', () => {
    const publicCalls = contractCalls().filter((c) => !SIGNED_IN_CALLS.has(c.key) && !STAFF_CALLS.has(c.key));
    for (const { key, operation } of publicCalls) expect(operation.security, key).toEqual([]);
  });

  it('wraps every JSON success in the { success: true, message?, data } envelope', () => {
    for (const { key, operation } of contractCalls()) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^2\d\d$/.test(status)) continue;
        const content = resolve<{ content?: Record<string, { schema: Json }> }>(response).content ?? {};
        const json = content['application/json'];
        if (!json) continue;
        const schema = resolve<Json & { properties: Record<string, Json>; required: string[] }>(json.schema);
        expect(schema.required, key).toEqual(expect.arrayContaining(['success', 'data']));
        expect(resolve<Json>(schema.properties.success), key).toMatchObject({ const: true });
        expect(schema.properties.message, key).toMatchObject({ type: 'string' });
        expect(resolve<Json>(schema.properties.data), key).toMatchObject({ type: 'object' });
      }
    }
  });

  it('answers every JSON error with the { success: false, message, errors? } envelope', () => {
    for (const { key, operation } of contractCalls()) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (/^[23]\d\d$/.test(status)) continue;
        const json = resolve<{ content?: Record<string, { schema: Json }> }>(response).content?.['application/json'];
        expect(json, `${key} ${status}`).toBeDefined();
        const schema = resolve<Json & { properties: Record<string, Json>; required: string[] }>(json?.schema);
        expect(schema.required, `${key} ${status}`).toEqual(expect.arrayContaining(['success', 'message']));
        expect(schema.properties.success, `${key} ${status}`).toMatchObject({ const: false });
      }
    }
  });

  it('sends every redirect (3xx) bodiless, with a required Location header', () => {
    const redirects = contractCalls().flatMap(({ key, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => /^3\d\d$/.test(status))
        .map(([status, response]) => ({ at: `${key} ${status}`, response: resolve<Json>(response) })),
    );
    expect(redirects.map((redirect) => redirect.at)).toEqual([
      'GET /public/services/{slug} 301',
      'GET /public/services/category/{slug} 301',
    ]);
    for (const { at, response } of redirects) {
      expect(response.content, at).toBeUndefined();
      expect(response.headers, at).toMatchObject({ Location: { required: true } });
    }
  });

  it('pages with the sizes of spec section 9 (quick search 5, search 10, category 12, transactions 10)', () => {
    const search = queryParameter('GET /public/services/search/services', 'limit').schema;
    expect(search).toMatchObject({ default: 10, minimum: 1, maximum: 50 });
    expect(queryParameter('GET /public/services/category/{slug}', 'limit').schema).toMatchObject({ default: 12 });
    expect(queryParameter('GET /payment/transactions', 'limit').schema).toMatchObject({ default: 10, maximum: 50 });
    expect(queryParameter('GET /services/top-categories', 'limit').schema).toMatchObject({ default: 6 });
    for (const call of [
      'GET /public/services/search/services',
      'GET /public/services/category/{slug}',
      'GET /payment/transactions',
    ]) {
      expect(queryParameter(call, 'page').schema, call).toMatchObject({ minimum: 1, default: 1 });
    }
  });

  it('filters transactions by status, date range and non-negative amounts', () => {
    const call = 'GET /payment/transactions';
    expect(resolve<Json>(queryParameter(call, 'status').schema)).toMatchObject({
      enum: ['pending', 'successful', 'failed', 'refunded', 'cancelled'],
    });
    for (const name of ['startDate', 'endDate']) {
      expect(queryParameter(call, name).schema).toMatchObject({ type: 'string', format: 'date' });
    }
    for (const name of ['minAmount', 'maxAmount']) {
      expect(queryParameter(call, name).schema).toMatchObject({ type: 'number', minimum: 0 });
    }
  });

  it('sends the invoice as a PDF and uploaded files as attachments', () => {
    const invoice = resolve<Json & { content: Json }>(operationAt('GET /payment/invoice/{id}').responses?.['200']);
    expect(Object.keys(invoice.content)).toEqual(['application/pdf']);
    expect(queryParameter('GET /payment/invoice/{id}', 'type').schema).toMatchObject({
      enum: ['invoice', 'credit-note'],
      default: 'invoice',
    });
    const file = resolve<Json & { headers: Json }>(
      operationAt('GET /public/services/submissions/{id}/files/{fileId}').responses?.['200'],
    );
    expect(Object.keys(file.headers)).toContain('Content-Disposition');
  });

  it('sends credit notes as PDFs, and refunds only with an Idempotency-Key', () => {
    for (const call of [
      'GET /payment/credit-note/{id}',
      'GET /admin/transactions/{id}/refunds/{refundId}/credit-note',
    ]) {
      const pdf = resolve<Json & { content: Json }>(operationAt(call).responses?.['200']);
      expect(Object.keys(pdf.content), call).toEqual(['application/pdf']);
    }
    const refund = operationAt('POST /admin/transactions/{id}/refunds');
    const parameters = (refund.parameters ?? []).map((p) => resolve<Parameter>(p));
    expect(parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
    );
    expect(Object.keys(refund.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '201', '202', '409', '422', '502']),
    );
  });

  it('verifies Razorpay webhooks by the signature header', () => {
    const parameters = (operationAt('POST /payment/webhook').parameters ?? []).map((p) => resolve<Parameter>(p));
    expect(parameters).toContainEqual(
      expect.objectContaining({ name: 'X-Razorpay-Signature', in: 'header', required: true }),
    );
    expect(parameters).toContainEqual(expect.objectContaining({ name: 'x-razorpay-event-id', in: 'header' }));
  });
});
