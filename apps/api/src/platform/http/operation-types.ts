import type { operations } from '@startwise/api-client';
import type { FastifyReply, FastifyRequest } from 'fastify';

// What a handler of one contract operation receives and returns, read from the types openapi-typescript generates
// from openapi.yaml. The contract validates requests at run time; these types make handlers agree with it at
// compile time, so a handler answering an off-contract shape does not compile.

/** Every operationId of openapi.yaml. */
export type OperationId = keyof operations;

type Operation<Id extends OperationId> = operations[Id];

/** A request part (`path`, `query`, `header`); the generated `?: never` of an absent part becomes `{}`. */
type Part<T> = [Exclude<T, undefined>] extends [never] ? Record<string, never> : Exclude<T, undefined>;

/**
 * Query parameters that openapi.yaml gives a default: the validator fills them in before a handler runs, so the
 * handler sees them set. `bindOperation` refuses to start when this list and the contract disagree.
 */
export const QUERY_DEFAULTS = {
  searchServices: ['page', 'limit'],
  getTopCategories: ['limit', 'servicesPerCategory'],
  getCategoryServices: ['page', 'limit'],
  listSubmissions: ['limit'],
  listTransactions: ['page', 'limit'],
  downloadInvoice: ['type', 'includeCompanyDetails', 'includeServiceDetails'],
  downloadCreditNote: ['includeCompanyDetails', 'includeServiceDetails'],
  listAuditEvents: ['page', 'limit'],
  listAdminSubmissions: ['page', 'limit', 'sort'],
  listContactMessages: ['page', 'limit'],
  listNewsletterSubscribers: ['page', 'limit'],
  listCatalogServices: ['page', 'limit'],
  listAdminTransactions: ['page', 'limit'],
  listTransactionsNeedingAttention: ['limit'],
} as const satisfies { [Id in OperationId]?: readonly (keyof Part<Operation<Id>['parameters']['query']>)[] };

type Defaulted<Id extends OperationId> = Id extends keyof typeof QUERY_DEFAULTS
  ? (typeof QUERY_DEFAULTS)[Id][number]
  : never;

/** The query string a handler sees: contract defaults filled in. */
export type OperationQuery<Id extends OperationId> = Omit<Part<Operation<Id>['parameters']['query']>, Defaulted<Id>> &
  Required<
    Pick<
      Part<Operation<Id>['parameters']['query']>,
      Extract<Defaulted<Id>, keyof Part<Operation<Id>['parameters']['query']>>
    >
  >;

/** Node lower-cases header names; the contract spells them as documented. */
type Headers<Id extends OperationId> = {
  [Name in keyof Part<Operation<Id>['parameters']['header']> as Lowercase<Name & string>]: Part<
    Operation<Id>['parameters']['header']
  >[Name];
};

type RequestBodyOf<Id extends OperationId> = Exclude<Operation<Id>['requestBody'], undefined>;

/**
 * The parsed JSON body (possibly absent when the contract makes it optional). A multipart body is not parsed
 * before the handler (it reads the parts itself), so `request.body` is `undefined` there.
 */
type Body<Id extends OperationId> = [RequestBodyOf<Id>] extends [never]
  ? undefined
  : RequestBodyOf<Id> extends { content: { 'application/json': infer Json } }
    ? Json | (undefined extends Operation<Id>['requestBody'] ? undefined : never)
    : undefined;

type Responses<Id extends OperationId> = Operation<Id>['responses'];
type SuccessStatus<Id extends OperationId> = Extract<keyof Responses<Id>, 200 | 201 | 202 | 204>;

/** The JSON body of the operation's success responses (`never` when it answers with a file). */
export type SuccessBody<Id extends OperationId> = Responses<Id>[SuccessStatus<Id>] extends infer Response
  ? Response extends { content: { 'application/json': infer Json } }
    ? Json
    : never
  : never;

/** Fastify's route generics for an operation: typed `request.params`, `request.query`, `request.body`, headers. */
export interface OperationRoute<Id extends OperationId> {
  Params: Part<Operation<Id>['parameters']['path']>;
  Querystring: OperationQuery<Id>;
  Headers: Headers<Id>;
  Body: Body<Id>;
  /** What `reply.send` accepts: the success body, or anything for an operation that answers with a file. */
  Reply: [SuccessBody<Id>] extends [never] ? unknown : SuccessBody<Id>;
}

declare const sentBody: unique symbol;

/**
 * A reply already sent with JSON text serialized from a `Body` (a cached answer); see `sendSerialized`. The brand
 * keeps the body's type, so even a cached answer is checked against the contract. Without `then`: a reply is
 * thenable, and TypeScript would read an awaited reply as `never`, which passes any check.
 */
export type SentJson<Body> = Omit<FastifyReply, 'then'> & { readonly [sentBody]: Body };

/**
 * What a handler returns: the success body (Fastify serializes it), the same body already sent as JSON text, or,
 * for an operation that answers with a file, the reply it sent the file with.
 */
export type OperationResult<Id extends OperationId> = [SuccessBody<Id>] extends [never]
  ? FastifyReply
  : SuccessBody<Id> | SentJson<SuccessBody<Id>>;

export type OperationHandler<Id extends OperationId> = (
  request: FastifyRequest<OperationRoute<Id>>,
  reply: FastifyReply<OperationRoute<Id>>,
) => Promise<OperationResult<Id>>;
