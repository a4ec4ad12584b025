import type { FastifyInstance, FastifyReply, preHandlerHookHandler, RouteHandlerMethod } from 'fastify';
import { type ContractOperation, contractOperations, type OpenApiDocument, responseSchemaFor } from './contract.js';
import type { ValidateFunction } from './contract-validator.js';
import { createContractAjv, refusingUnstorableText } from './contract-validator.js';
import { type OperationHandler, type OperationId, QUERY_DEFAULTS, type SentJson } from './operation-types.js';
import { type StaffRole, staffRolesOf } from './staff-access.js';

declare module 'fastify' {
  interface FastifyInstance {
    contract: { operations: Map<string, ContractOperation>; bound: Set<string> };
    /** Set by the accounts module: rejects a request without a valid access token (401). */
    authenticate?: preHandlerHookHandler;
    /**
     * Set by the staff module: the preHandler of a back-office operation, which needs a valid staff access token
     * (401) of one of `roles` (403).
     */
    authenticateStaff?: (roles: readonly StaffRole[]) => preHandlerHookHandler;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export type { OperationHandler, OperationId } from './operation-types.js';

export interface ContractOptions {
  /** Check every JSON response against the contract and fail loudly when one breaks it (tests, development). */
  validateResponses: boolean;
}

/**
 * Makes the contract the source of request validation: every bound operation gets its path, query, header and
 * JSON body schemas from openapi.yaml, so a request that breaks the contract is refused before any handler runs.
 */
export function useContract(app: FastifyInstance, doc: OpenApiDocument, options: ContractOptions) {
  const bodyAjv = createContractAjv(doc, { coerce: false });
  const stringAjv = createContractAjv(doc, { coerce: true });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    refusingUnstorableText((httpPart === 'body' ? bodyAjv : stringAjv).compile(schema)),
  );
  app.decorate('contract', { operations: contractOperations(doc), bound: new Set<string>() });
  if (options.validateResponses) checkResponsesAgainstContract(app, bodyAjv);
}

function checkResponsesAgainstContract(app: FastifyInstance, ajv: ReturnType<typeof createContractAjv>) {
  const validators = new Map<object, ValidateFunction>();
  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = request.routeOptions.config.operationId;
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (!operationId || !contentType.includes('json') || typeof payload !== 'string') return payload;
    const operation = app.contract.operations.get(operationId) as ContractOperation;
    const schema = responseSchemaFor(operation, reply.statusCode);
    if (!schema)
      throw new Error(`Contract: ${operationId} answered ${reply.statusCode}, which openapi.yaml does not list`);
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(schema, validate);
    }
    if (!validate(JSON.parse(payload))) {
      throw new Error(
        `Contract: the ${reply.statusCode} response of ${operationId} breaks openapi.yaml: ${ajv.errorsText(validate.errors)}`,
      );
    }
    return payload;
  });
}

/** The query parameters `operation` gives a default in openapi.yaml, sorted. */
function defaultedQueryParameters(operation: ContractOperation): string[] {
  const properties = (operation.request.querystring?.properties ?? {}) as Record<string, { default?: unknown }>;
  return Object.entries(properties)
    .filter(([, schema]) => schema.default !== undefined)
    .map(([name]) => name)
    .sort();
}

/** Handler types promise these parameters are set; a contract that stopped filling them in must not start. */
function assertQueryDefaultsMatch(operation: ContractOperation) {
  const declared = [...((QUERY_DEFAULTS as Record<string, readonly string[]>)[operation.operationId] ?? [])].sort();
  const inContract = defaultedQueryParameters(operation);
  if (declared.join() !== inContract.join()) {
    throw new Error(
      `Operation "${operation.operationId}": openapi.yaml gives defaults to [${inContract.join(', ')}] but ` +
        `QUERY_DEFAULTS in http/operation-types.ts lists [${declared.join(', ')}]`,
    );
  }
}

/**
 * Serves one contract operation with `handler`; a handler's return value is sent as the response body. Its
 * request parts and its result are typed from the contract by `operationId`.
 */
export function bindOperation<Id extends OperationId>(
  app: FastifyInstance,
  operationId: Id,
  handler: OperationHandler<Id>,
) {
  const operation = app.contract.operations.get(operationId);
  if (!operation) throw new Error(`openapi.yaml has no operation "${operationId}"`);
  if (app.contract.bound.has(operationId)) throw new Error(`Operation "${operationId}" is bound twice`);
  if (operation.requiresAuth && !app.authenticate) {
    throw new Error(`Operation "${operationId}" needs a signed-in customer: register the accounts module first`);
  }
  const staffRoles = staffRolesOf(operation);
  if (staffRoles && !app.authenticateStaff) {
    throw new Error(`Operation "${operationId}" needs a signed-in staff member: register the staff module first`);
  }
  assertQueryDefaultsMatch(operation);
  app.contract.bound.add(operationId);
  // Staff are checked before the request is validated, so a back-office operation tells a caller without the
  // right role nothing about what it accepts.
  const staffCheck = staffRoles && app.authenticateStaff ? app.authenticateStaff(staffRoles) : undefined;
  const customerCheck = operation.requiresAuth ? app.authenticate : undefined;
  const { params, querystring, headers, body } = operation.request;
  app.route({
    method: operation.method,
    url: operation.url,
    config: { operationId },
    schema: {
      ...(params && { params }),
      ...(querystring && { querystring }),
      ...(headers && { headers }),
      ...(body && !operation.multipart && { body }),
    },
    ...(staffCheck ? { preValidation: staffCheck } : {}),
    ...(customerCheck ? { preHandler: customerCheck } : {}),
    // Fastify's route types do not know a reply sent as cached JSON text (`SentJson`); the contract check is
    // `OperationHandler`'s, above.
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/**
 * Sends JSON text serialized from a `Body` (e.g. a cached answer) and returns the reply branded with that body's
 * type, so the handler returning it is still checked against the contract.
 */
export function sendSerialized<Body>(reply: FastifyReply, json: string): SentJson<Body> {
  // The brand exists only in types: at run time this is the reply, as Fastify expects from a handler.
  return reply.type('application/json; charset=utf-8').send(json) as unknown as SentJson<Body>;
}

/**
 * Answers 301 Moved Permanently to `location` (an operation whose contract lists 301, e.g. a renamed slug), typed
 * like a success so the handler still checks against the contract.
 */
export function sendMovedPermanently<Body>(reply: FastifyReply, location: string): SentJson<Body> {
  // As in sendSerialized: the brand exists only in types.
  return reply.redirect(location, 301) as unknown as SentJson<Body>;
}
