import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../config.js';

/** The one API contract, read from openapi.yaml: routes, request schemas and response schemas come from here. */

type JsonSchema = Record<string, unknown>;

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: (OpenApiParameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | { $ref: string };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> } | { $ref: string }>;
  security?: Record<string, string[]>[];
  /** The staff roles that may call a back-office operation (see http/staff-access.ts). */
  'x-roles'?: unknown;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation | OpenApiParameter[]>>;
  components: Record<string, Record<string, unknown>>;
  security?: Record<string, string[]>[];
  servers?: { url: string }[];
}

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The Fastify URL, e.g. /api/public/services/:slug */
  url: string;
  /** The contract's path, e.g. /public/services/{slug} */
  path: string;
  /** Signed in as a customer (`bearerAuth`). */
  requiresAuth: boolean;
  /** Every security scheme the operation names (`bearerAuth`, `staffBearer`). */
  securitySchemes: string[];
  /** The operation's `x-roles`, unchecked: `staffRolesOf` checks it when the operation is bound. */
  roles: unknown;
  /** The request body is multipart/form-data: the handler parses it, the contract only names its parts. */
  multipart: boolean;
  request: { params?: JsonSchema; querystring?: JsonSchema; headers?: JsonSchema; body?: JsonSchema };
  /** Response JSON schemas by status code ('200', '4XX', 'default'). */
  responses: Record<string, JsonSchema>;
}

export const CONTRACT_ID = 'startwise-openapi';
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Points local `#/components/...` refs at the contract document registered in Ajv under CONTRACT_ID. */
function anchorRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(anchorRefs) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] =
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')
          ? `${CONTRACT_ID}${inner}`
          : anchorRefs(inner);
    }
    return out as T;
  }
  return value;
}

function resolveLocal<T>(doc: OpenApiDocument, value: T | { $ref: string }): T {
  if (value && typeof value === 'object' && '$ref' in value && typeof value.$ref === 'string') {
    const target = value.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], doc);
    if (!target) throw new Error(`openapi.yaml: unresolved $ref ${value.$ref}`);
    return resolveLocal(doc, target as T);
  }
  return value as T;
}

/**
 * The schema of one request part built from the operation's parameters. The query string is closed: a parameter the
 * contract does not list is refused (400), so every operation gets one, even with no query parameters.
 */
function parametersSchema(params: OpenApiParameter[], location: OpenApiParameter['in']): JsonSchema | undefined {
  const here = params.filter((p) => p.in === location);
  const closed = location === 'query';
  if (here.length === 0 && !closed) return undefined;
  const name = (p: OpenApiParameter) => (location === 'header' ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(here.map((p) => [name(p), anchorRefs(p.schema ?? {})])),
    required: here.filter((p) => p.required).map(name),
    ...(closed && { additionalProperties: false }),
  };
}

export function readContract(file = join(repoRoot, 'openapi.yaml')): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

export function contractOperations(doc: OpenApiDocument): Map<string, ContractOperation> {
  const basePath = (doc.servers?.[0]?.url ?? '/api').replace(/\/$/, '');
  const operations = new Map<string, ContractOperation>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = (item.parameters as (OpenApiParameter | { $ref: string })[] | undefined) ?? [];
    for (const method of HTTP_METHODS) {
      const op = item[method] as OpenApiOperation | undefined;
      if (!op) continue;
      if (!op.operationId) throw new Error(`openapi.yaml: ${method.toUpperCase()} ${path} has no operationId`);
      const params = [...shared, ...(op.parameters ?? [])].map((p) => resolveLocal<OpenApiParameter>(doc, p));
      const body = op.requestBody ? resolveLocal(doc, op.requestBody) : undefined;
      const jsonBody = body?.content?.['application/json']?.schema;
      const responses: Record<string, JsonSchema> = {};
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const schema = resolveLocal(doc, response).content?.['application/json']?.schema;
        if (schema) responses[status] = anchorRefs(schema);
      }
      const security = op.security ?? doc.security ?? [];
      operations.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase() as ContractOperation['method'],
        url: basePath + path.replace(/\{([^}]+)\}/g, ':$1'),
        path,
        requiresAuth: security.some((requirement) => 'bearerAuth' in requirement),
        securitySchemes: [...new Set(security.flatMap((requirement) => Object.keys(requirement)))],
        roles: op['x-roles'],
        multipart: Boolean(body?.content?.['multipart/form-data']),
        request: {
          params: parametersSchema(params, 'path'),
          querystring: parametersSchema(params, 'query'),
          headers: parametersSchema(params, 'header'),
          body: jsonBody ? anchorRefs(jsonBody) : undefined,
        },
        responses,
      });
    }
  }
  return operations;
}

/**
 * The longest path parameter value the contract allows, in characters, following `$ref`s. Every path parameter
 * has a `maxLength` or is a uuid (36 characters), so the router's limit can be derived from the contract.
 */
export function longestPathParameter(doc: OpenApiDocument): number {
  let longest = 0;
  for (const item of Object.values(doc.paths ?? {})) {
    const shared = (item.parameters as (OpenApiParameter | { $ref: string })[] | undefined) ?? [];
    const own = HTTP_METHODS.flatMap((method) => (item[method] as OpenApiOperation | undefined)?.parameters ?? []);
    for (const parameter of [...shared, ...own].map((p) => resolveLocal<OpenApiParameter>(doc, p))) {
      if (parameter.in !== 'path') continue;
      const schema = resolveLocal<JsonSchema>(doc, (parameter.schema ?? {}) as JsonSchema);
      const maxLength = schema.format === 'uuid' ? 36 : schema.maxLength;
      if (typeof maxLength !== 'number')
        throw new Error(`openapi.yaml: path parameter ${parameter.name} has no maxLength`);
      longest = Math.max(longest, maxLength);
    }
  }
  return longest;
}

/** The schema for a response status: exact code first, then its class ('4XX'), then 'default'. */
export function responseSchemaFor(operation: ContractOperation, statusCode: number): JsonSchema | undefined {
  const code = String(statusCode);
  return operation.responses[code] ?? operation.responses[`${code[0]}XX`] ?? operation.responses.default;
}
