import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, contractOperations, readContract } from '../src/platform/http/contract.js';
import { createContractAjv } from '../src/platform/http/contract-validator.js';
import { apiClient, setUpAccountsServer, signUp } from './support/accounts-client.js';
import {
  applyMutations,
  type FuzzRequest,
  listsStatus,
  mutations,
  rawOperation,
  resolve,
  sendRequest,
  validRequest,
  withNulInEachString,
} from './support/contract-requests.js';
import { createService, PDF_BYTES } from './support/payments-fixtures.js';
import { drivers } from './support/test-server.js';

/**
 * Every operation of openapi.yaml, signed in as a verified customer: a valid request, then mutated ones (wrong
 * types, edge numbers, control characters, lone surrogates, huge strings, unknown fields and parameters). No answer
 * may be a 5xx, every status must be one the contract lists for the operation, and every JSON answer must match its
 * schema (the test server also checks each response against the contract and turns a breach into a 500).
 */
const SEED = 20261125;
const RUNS_PER_OPERATION = 16;

const doc = readContract();
const ajv = createContractAjv(doc, { coerce: false });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();
// Signing out and rotating tokens end the session the others use: they run last.
const LAST = ['refreshToken', 'logout'];
const operations = [...contractOperations(doc).values()].sort(
  (a, b) => LAST.indexOf(a.operationId) - LAST.indexOf(b.operationId),
);

function expectOnContract(
  operation: ContractOperation,
  answer: { status: number; json: unknown; url: string },
  sent: FuzzRequest,
) {
  const { responses } = rawOperation(doc, operation);
  const where = `${operation.operationId} ${operation.method} ${answer.url} -> ${answer.status}`;
  const detail = `${where}\n${JSON.stringify(answer.json)?.slice(0, 500)}\nsent ${JSON.stringify(sent).slice(0, 500)}`;
  expect(answer.status, detail).toBeLessThan(500);
  expect(listsStatus(responses, answer.status), `${detail}\nnot listed in openapi.yaml`).toBe(true);
  const listed = resolve<{ content?: Record<string, { schema?: object }> }>(
    doc,
    responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`] ?? responses.default,
  );
  const schema = listed.content?.['application/json']?.schema;
  if (answer.json !== undefined) {
    expect(schema, `${detail}\nanswered JSON where the contract has none`).toBeDefined();
    const key = `${operation.operationId} ${answer.status}`;
    const validate = validators.get(key) ?? ajv.compile({ ...schema, components: doc.components });
    validators.set(key, validate);
    expect(validate(answer.json), `${detail}\n${ajv.errorsText(validate.errors)}`).toBe(true);
  }
}

describe.each(drivers)('contract fuzzing on %s', (driver) => {
  const accounts = setUpAccountsServer(driver);
  const session = { token: '' };
  const known = new Map<string, unknown>();

  async function signedIn() {
    const me = await apiClient(accounts.server).get('/users/me', session.token);
    if (me.status === 200) return;
    const signedUp = await signUp(apiClient(accounts.server), accounts.sink);
    session.token = signedUp.token;
    known.set('email', signedUp.customer.email);
  }

  beforeAll(async () => {
    await signedIn();
    const { slug } = await createService(accounts.server, {
      fields: [
        { name: 'companyName', label: 'Company name', type: 'text', required: true },
        { name: 'panCard', label: 'PAN card', type: 'file', required: true, validations: { fileTypes: ['pdf'] } },
      ],
    });
    const files = [{ field: 'panCard', name: 'pan.pdf' }];
    const submit = contractOperations(doc).get('submitApplication') as ContractOperation;
    const formData = { companyName: 'Acme Labs' };
    const base = { path: { slug }, query: {}, header: {}, body: formData, files };
    const submitted = await sendRequest(accounts.server.baseUrl, submit, base, session.token, PDF_BYTES);
    expect(submitted.status).toBe(201);
    const submissionId = (submitted.json as { data: { submissionId: string } }).data.submissionId;
    const client = apiClient(accounts.server);
    const submission = await client.get(`/public/services/submissions/${submissionId}`, session.token);
    const order = await client.post('/payment/create-order', { submissionId }, session.token);
    expect(order.status).toBe(200);
    const entries: [string, unknown][] = [
      ['slug', slug],
      ['formData', formData],
      ['files', files],
      ['submissionId', submissionId],
      ['fileId', submission.body.data.submission.fileUploads[0]._id],
      ['transactionId', order.body.data.transaction._id],
      ['serviceId', submission.body.data.submission.service._id],
      ['fullName', 'Asha Verma'],
      ['name', 'Asha Verma'],
      ['phone', '+91 98765 43210'],
      ['password', 'correct horse'],
      ['currentPassword', 'correct horse'],
      ['newPassword', 'correct horse'],
      ['message', 'How long does a trademark take?'],
      ['otp', '123456'],
      ['query', 'gst'],
      ['X-Razorpay-Signature', 'a'.repeat(64)],
    ];
    for (const [name, value] of entries) known.set(name, value);
  });

  /** Path `id`s are submissions under /submissions and transactions under /payment. */
  const knownFor = (operation: ContractOperation) => (name: string) =>
    name === 'id'
      ? known.get(operation.path.includes('/submissions/') ? 'submissionId' : 'transactionId')
      : known.get(name);

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s answers every valid and mutated request on the contract, never a 5xx',
    async (_id, operation) => {
      await signedIn();
      const valid = validRequest(doc, operation, knownFor(operation));
      const send = (request: FuzzRequest) =>
        sendRequest(accounts.server.baseUrl, operation, request, session.token, PDF_BYTES);
      expectOnContract(operation, await send(valid), valid);
      for (const withNul of withNulInEachString(valid)) expectOnContract(operation, await send(withNul), withNul);
      await fc.assert(
        fc.asyncProperty(mutations(operation), async (changes) => {
          const mutated = applyMutations(valid, changes);
          expectOnContract(operation, await send(mutated), mutated);
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    },
  );
});
