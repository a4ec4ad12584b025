import { afterAll, beforeAll, expect } from 'vitest';
import { callApi, nextIp } from './api-call.js';
import { codeIn, type MailSink, startMailSink } from './mail-sink.js';
import { type Driver, startTestServer, type TestServer } from './test-server.js';

/** A clock tests move forward instead of sleeping. */
export function createTestClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(seconds: number) {
      offsetMs += seconds * 1000;
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;

/** One browser: its own address, optionally a bearer token. */
export function apiClient(server: Pick<TestServer, 'baseUrl'>, ip = nextIp()) {
  return {
    ip,
    post: (path: string, body?: unknown, token?: string) => callApi(server, ip, 'POST', path, body, token),
    put: (path: string, body: unknown, token?: string) => callApi(server, ip, 'PUT', path, body, token),
    get: (path: string, token?: string) => callApi(server, ip, 'GET', path, undefined, token),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

let userCounter = 0;
export function newCustomer(
  overrides: Partial<{ fullName: string; email: string; phone: string; password: string }> = {},
) {
  userCounter += 1;
  return {
    fullName: 'Asha Verma',
    email: `asha.${process.pid}.${userCounter}.${Math.random().toString(36).slice(2, 8)}@example.in`,
    phone: '+91 98765 43210',
    password: 'correct horse',
    ...overrides,
  };
}

/** The cheap scrypt cost and fast mail retries every accounts test server uses (production cost is tested apart). */
export async function startAccountsServer(driver: Driver, sink: MailSink | undefined, clock: TestClock) {
  return startTestServer(driver, sink ? { SMTP_URL: sink.url } : {}, {
    accounts: { now: clock.now, scryptCost: { N: 2 ** 10, r: 8, p: 1 } },
    mail: { pollMs: 100, retryBaseMs: 200 },
  });
}

/**
 * One mail sink and one accounts server for the calling `describe` block: started before its tests, closed after.
 * Read `server` and `sink` inside tests (they are set once `beforeAll` has run); move `clock` instead of sleeping.
 */
export function setUpAccountsServer(driver: Driver) {
  const fixture = { clock: createTestClock() } as { clock: TestClock; sink: MailSink; server: TestServer };
  beforeAll(async () => {
    fixture.sink = await startMailSink();
    fixture.server = await startAccountsServer(driver, fixture.sink, fixture.clock);
  });
  afterAll(async () => {
    await fixture.server.close();
    await fixture.sink.close();
  });
  return fixture;
}

/** Registers and verifies a customer through the mailed code; returns its tokens. */
export async function signUp(client: ApiClient, sink: MailSink, customer = newCustomer()) {
  const registered = await client.post('/users/register', customer);
  expect(registered.status).toBe(201);
  const code = codeIn(await sink.nextMailTo(customer.email));
  const verified = await client.post('/users/verify-email', { email: customer.email, otp: code });
  expect(verified.status).toBe(200);
  return {
    customer,
    token: verified.body.data.token as string,
    refreshToken: verified.body.data.refreshToken as string,
  };
}

/** A 6-digit code that is not `code`. */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
