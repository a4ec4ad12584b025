import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, contractOperations, readContract } from '../src/platform/http/contract.js';
import { catalogEditors, publishedService, serviceInput } from './support/catalog-editor-fixtures.js';
import {
  applyMutations,
  type FuzzRequest,
  listsStatus,
  mutations,
  rawOperation,
  sendRequest,
  validRequest,
  withNulInEachString,
} from './support/contract-requests.js';
import { PNG_BYTES, startPaymentsServer } from './support/payments-fixtures.js';
import { drivers, type TestServer } from './support/test-server.js';

/**
 * contract-fuzz.test.ts calls the back office's operations as a customer, who never gets past the staff check. The
 * catalog editor's operations are fuzzed here as an admin, so their handlers meet every mutated request: no 5xx,
 * only statuses the contract lists (the test server also checks every JSON answer against its schema).
 */
const SEED = 20261126;
const doc = readContract();
const operations = [...contractOperations(doc).values()].filter((operation) =>
  operation.path.startsWith('/admin/catalog/'),
);

describe.each(drivers)('catalog editor fuzzing on %s', (driver) => {
  let server: TestServer;
  let token: string;
  const known = new Map<string, unknown>();

  beforeAll(async () => {
    server = await startPaymentsServer(driver);
    const { admin, category } = await catalogEditors(server);
    token = admin.token as string;
    const service = await publishedService(admin, serviceInput(category._id));
    known.set('categoryId', category._id);
    known.set('serviceId', service._id);
    known.set('categoryIds', [category._id]);
    known.set('files', [{ field: 'thumbnail', name: 'logo.png' }]);
    // Body values the sampler cannot make valid on its own (patterns, cross-field rules).
    const sound = serviceInput(category._id);
    for (const key of ['sacCode', 'fields', 'faqs', 'tags', 'price', 'mrp'] as const) known.set(key, sound[key]);
  });
  afterAll(() => server.close());

  function expectOnContract(operation: ContractOperation, answer: { status: number; url: string }, sent: FuzzRequest) {
    const detail = `${operation.operationId} ${answer.url} -> ${answer.status}\nsent ${JSON.stringify(sent).slice(0, 400)}`;
    expect(answer.status, detail).toBeLessThan(500);
    expect(listsStatus(rawOperation(doc, operation).responses, answer.status), detail).toBe(true);
  }

  it('covers every catalog editor operation', () => {
    expect(operations.map((operation) => operation.operationId).sort()).toEqual([
      'archiveCatalogService',
      'createCatalogCategory',
      'createCatalogService',
      'getCatalogCategory',
      'getCatalogService',
      'hideCatalogCategory',
      'listCatalogCategories',
      'listCatalogServices',
      'orderCatalogCategories',
      'publishCatalogService',
      'restoreCatalogService',
      'showCatalogCategory',
      'unpublishCatalogService',
      'updateCatalogCategory',
      'updateCatalogService',
      'uploadCatalogServiceThumbnail',
    ]);
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s answers every valid and mutated request on the contract, never a 5xx',
    async (_id, operation) => {
      const valid = validRequest(doc, operation, (name) => known.get(name));
      const send = (request: FuzzRequest) => sendRequest(server.baseUrl, operation, request, token, PNG_BYTES);
      expectOnContract(operation, await send(valid), valid);
      for (const withNul of withNulInEachString(valid)) expectOnContract(operation, await send(withNul), withNul);
      await fc.assert(
        fc.asyncProperty(mutations(operation), async (changes) => {
          const mutated = applyMutations(valid, changes);
          expectOnContract(operation, await send(mutated), mutated);
        }),
        { seed: SEED, numRuns: 24, endOnFailure: true },
      );
    },
  );
});
