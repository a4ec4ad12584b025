import type { FormField } from '@startwise/flows/rules';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { services } from '../../src/modules/catalog/tables.js';
import { createRazorpayClient, type RazorpayClient } from '../../src/modules/razorpay/razorpay-client.js';
import type { Instrument } from '../../src/modules/razorpay/sandbox-contract.js';
import { mailbox } from '../../src/platform/mail/tables.js';
import { type ApiAnswer, callApi, nextIp } from './api-call.js';
import {
  type Driver,
  restartTestServer,
  type Storage,
  startTestServer,
  storageEnv,
  type TestServer,
  type TestServerOptions,
} from './test-server.js';

/** The seams of a payments server: the cheap password hashing and a fast mail outbox (codes read from the mailbox). */
export const PAYMENTS_SEAMS = {
  accounts: { scryptCost: { N: 2 ** 10, r: 8, p: 1 } },
  mail: { pollMs: 50, retryBaseMs: 100 },
} satisfies TestServerOptions;

/** A test server with PAYMENTS_SEAMS, and `payments` (a wrapped provider) when a test needs one. */
export function startPaymentsServer(
  driver: Driver,
  env: Record<string, string> = {},
  payments?: TestServerOptions['payments'],
) {
  return startTestServer(driver, env, { ...PAYMENTS_SEAMS, payments });
}

/** The one-field form most payments tests sell. */
export const COMPANY_NAME_FORM: FormField[] = [
  { name: 'companyName', label: 'Company name', type: 'text', required: true },
];

/** What setUpService puts in the catalogue: createService's options. */
type ServiceOptions = Parameters<typeof createService>[1];
type ServerOptions = { storage?: Storage; payments?: TestServerOptions['payments'] };

/**
 * For the calling describe block: a payments server with one service in its catalogue. Closed after the block; read
 * the fields inside tests. Uploads go to `storage` (the local folder unless told); `payments` wraps the provider.
 */
export function setUpService(
  driver: Driver,
  service: ServiceOptions,
  { storage = 'local', payments }: ServerOptions = {},
) {
  const shop = {} as { server: TestServer; slug: string };
  beforeAll(async () => {
    shop.server = await startPaymentsServer(driver, await storageEnv(storage), payments);
    shop.slug = (await createService(shop.server, service)).slug;
  });
  afterAll(() => shop.server.close());
  return shop;
}

/** The one service most invoice tests sell: trademark registration, SAC 998213, ₹14,999. */
export const TRADEMARK_SERVICE = {
  fields: COMPANY_NAME_FORM,
  price: 14999,
  title: 'Trademark Registration',
  sacCode: '998213',
} satisfies ServiceOptions;

export interface Shop {
  server: TestServer;
  slug: string;
  asha: Customer;
  ravi: Customer;
  /** The server stopped and started again on the same database (a deploy, a crash); both stay signed in. */
  restart(): Promise<void>;
}

/**
 * setUpService, and two signed-in customers, Asha and Ravi, so a test can show that neither sees the other's data.
 */
export function setUpShop(driver: Driver, service: ServiceOptions, options: ServerOptions = {}) {
  const shop = setUpService(driver, service, options) as Shop;
  const signedInAgain = (customer: Customer): Customer => ({
    ...browser(shop.server, customer.token),
    email: customer.email,
    fullName: customer.fullName,
  });
  beforeAll(async () => {
    shop.asha = await signIn(shop.server);
    shop.ravi = await signIn(shop.server, { fullName: 'Ravi Kumar' });
  });
  shop.restart = async () => {
    shop.server = await restartTestServer(shop.server, { ...PAYMENTS_SEAMS, payments: options.payments });
    shop.asha = signedInAgain(shop.asha);
    shop.ravi = signedInAgain(shop.ravi);
  };
  return shop;
}

/** One customer's browser: a client address of its own and, once signed in, a bearer token. */
export function browser(server: Pick<TestServer, 'baseUrl'>, token?: string) {
  const ip = nextIp();
  return {
    token,
    get: (path: string) => callApi(server, ip, 'GET', path, undefined, token),
    post: (path: string, body?: unknown) => callApi(server, ip, 'POST', path, body, token),
    put: (path: string, body: unknown) => callApi(server, ip, 'PUT', path, body, token),
    delete: (path: string) => callApi(server, ip, 'DELETE', path, undefined, token),
    /** The storefront's multipart submit: a formData JSON part plus each file under its field's name. */
    async submit(slug: string, formData: Record<string, unknown>, files: UploadPart[] = []): Promise<ApiAnswer> {
      const form = new FormData();
      form.append('formData', JSON.stringify(formData));
      for (const file of files) {
        form.append(
          file.field,
          new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
          file.name,
        );
      }
      const response = await fetch(`${server.baseUrl}/api/public/services/${slug}/submit`, {
        method: 'POST',
        headers: { 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: form,
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
  };
}
export type Browser = ReturnType<typeof browser>;
export type Customer = Browser & { email: string; fullName: string };

/** A response body read as JSON, for field-by-field assertions. */
// biome-ignore lint/suspicious/noExplicitAny: bodies are asserted field by field
export const jsonOf = async (response: Response): Promise<any> => response.json();

export interface UploadPart {
  field: string;
  name: string;
  content: Uint8Array;
  type?: string;
}

let customerCounter = 0;

/** Registers a customer, confirms the emailed code (read from the local mailbox) and returns a signed-in browser. */
export async function signIn(
  server: TestServer,
  overrides: Partial<{ fullName: string; phone: string }> = {},
): Promise<Customer> {
  customerCounter += 1;
  const email = `buyer.${process.pid}.${customerCounter}.${Math.random().toString(36).slice(2, 8)}@example.in`;
  const fullName = overrides.fullName ?? 'Asha Verma';
  const guest = browser(server);
  const registered = await guest.post('/users/register', {
    fullName,
    email,
    phone: overrides.phone ?? '+91 98765 43210',
    password: 'correct horse',
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const code = await codeMailedTo(server, email);
  const verified = await guest.post('/users/verify-email', { email, otp: code });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
  return { ...browser(server, verified.body.data.token as string), email, fullName };
}

async function codeMailedTo(server: TestServer, email: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const [mail] = await server.database.db
      .select()
      .from(mailbox)
      .where(and(eq(mailbox.toAddress, email)))
      .orderBy(desc(mailbox.createdAt));
    const code = mail && /^(\d{6}) /.exec(mail.subject)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No code mailed to ${email}`);
}

let serviceCounter = 0;

/** A service in the catalog with the given form; price in rupees (tax inclusive). */
export async function createService(
  server: Pick<TestServer, 'database'>,
  options: {
    fields: FormField[];
    price?: number;
    title?: string;
    sacCode?: string;
    slug?: string;
    milestones?: string[];
  },
) {
  serviceCounter += 1;
  const slug = options.slug ?? `test-service-${serviceCounter}-${Math.random().toString(36).slice(2, 8)}`;
  const price = options.price ?? 14999;
  await server.database.db.insert(services).values({
    slug,
    title: options.title ?? 'Private Limited Company Registration',
    thumbnail: `catalog/${slug}.svg`,
    pricePaise: price * 100,
    mrpPaise: price * 100,
    sacCode: options.sacCode ?? '998399',
    fields: options.fields,
    milestones: options.milestones ?? [],
  });
  return { slug, price };
}

/** The bytes of a tiny but genuine PDF (file-type recognises it by its %PDF- signature). */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A PNG signature and header: enough for content sniffing. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000a49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);
/** The start of a Windows executable (MZ header). */
export const EXE_BYTES = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
  Buffer.alloc(256, 0x41),
]);

export const CARD_SUCCESS: Instrument = { method: 'card', cardNumber: '4100 2800 0000 1007' };
export const CARD_DECLINED: Instrument = { method: 'card', cardNumber: '4100 2800 0006 0003' };

/** The sandbox of a server started without Razorpay keys. */
export function sandboxOf(server: TestServer) {
  const sandbox = server.app.razorpay.sandbox;
  if (!sandbox) throw new Error('This server runs with real Razorpay keys: no sandbox');
  return sandbox;
}

/**
 * A Razorpay client of the server's sandbox, as a Razorpay Dashboard or another system would call it: with the
 * sandbox's generated test keys, or another `keySecret` (an impostor).
 */
export function razorpayClientOf(server: TestServer, keySecret?: string): RazorpayClient {
  const sandbox = sandboxOf(server);
  return createRazorpayClient({
    baseUrl: sandbox.apiUrl(),
    keyId: sandbox.keys.keyId,
    keySecret: keySecret ?? sandbox.keys.keySecret,
  });
}

/**
 * For the calling describe block: a payments server and a Razorpay client of its sandbox. Closed after the block;
 * read the fields inside tests.
 */
export function setUpSandbox(driver: Driver) {
  const rig = {} as { server: TestServer; client: RazorpayClient };
  beforeAll(async () => {
    rig.server = await startPaymentsServer(driver);
    rig.client = razorpayClientOf(rig.server);
  });
  afterAll(() => rig.server.close());
  return rig;
}

/** The customer submits, orders, pays (the success card unless told) and verifies (webhooks dropped); the transaction. */
export async function paidTransaction(
  server: TestServer,
  customer: Customer,
  slug: string,
  instrument: Instrument = CARD_SUCCESS,
) {
  const submitted = await customer.submit(slug, { companyName: 'Verma Foods' });
  expect(submitted.status).toBe(201);
  const submissionId = submitted.body.data.submissionId as string;
  const order = (await customer.post('/payment/create-order', { submissionId })).body.data;
  const sandbox = sandboxOf(server);
  sandbox.webhooks.configure({ paused: true });
  const paid = await sandbox.pay(order.order.id, instrument, {});
  const verified = await customer.post('/payment/verify', { ...paid, transactionId: order.transaction.id });
  expect(verified.body.data.transaction.status).toBe('successful');
  sandbox.webhooks.drop();
  sandbox.webhooks.configure({ paused: false, duplicate: false, reorder: false, delayMs: 0 });
  return { ...verified.body.data.transaction, submissionId } as {
    id: string;
    submissionId: string;
    invoiceNumber: string;
    razorpayPaymentId: string;
    razorpayOrderId: string;
    amount: number;
  };
}
