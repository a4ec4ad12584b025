import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { type ContractOperation, contractOperations, type OpenApiDocument, responseSchemaFor } from './contract.js';
import type { ValidateFunction } from './contract-validator.js';
import { createContractAjv, refusingUnstorableText } from './contract-validator.js';

declare module 'fastify' {
  interface FastifyInstance {
    contract: { operations: Map<string, ContractOperation>; bound: Set<string> };
    /** Set by the accounts module: rejects a request without a valid access token (401). */
    authenticate?: preHandlerHookHandler;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

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

/** Serves one contract operation with `handler`; a handler's return value is sent as the response body. */
export function bindOperation(app: FastifyInstance, operationId: string, handler: OperationHandler) {
  const operation = app.contract.operations.get(operationId);
  if (!operation) throw new Error(`openapi.yaml has no operation "${operationId}"`);
  if (app.contract.bound.has(operationId)) throw new Error(`Operation "${operationId}" is bound twice`);
  if (operation.requiresAuth && !app.authenticate) {
    throw new Error(`Operation "${operationId}" needs a signed-in customer: register the accounts module first`);
  }
  app.contract.bound.add(operationId);
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
    ...(operation.requiresAuth && app.authenticate ? { preHandler: app.authenticate } : {}),
    handler,
  });
}
