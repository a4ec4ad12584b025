// npm run bench:login
// Can an attacker tell from the TIME of a failed login whether an email has an account? Both answers are the same
// 401 (test/accounts-enumeration.test.ts checks that); this measures how long they take. Starts the real server
// with production settings (production scrypt cost N = 2^17, production rate limits) on a fresh PGlite (and on
// PostgreSQL when DATABASE_URL is set), registers one customer, then times BENCH_LOGINS (default 40) wrong-password
// logins for that customer and as many for unknown emails, interleaved so that load from other processes falls on
// both alike. Each login comes from its own address (X-Forwarded-For through a trusted loopback proxy), as a
// spread-out attacker's would, so the per-network limits never answer 429 instead.
//
// Exits 1 when the two differ by more than MAX_GAP (10%): the median of the ratios unknown / wrong password over the
// pairs timed side by side (load from other processes then falls on both sides of a pair) must lie within 0.90-1.10.
// Without the throw-away hash an unknown email skips scrypt and answers in a few percent of the time: one request
// shows it. With it both run the same scrypt and differ by one indexed row read (well under 1 ms of a login that
// takes hundreds of ms). 10% stays above the noise of a shared machine and far below any shortcut (a throw-away hash
// 8x cheaper than the real one would show as about 0.13). A gap under the limit is not proof of none, only that this
// machine cannot resolve it.
import type { DatabaseHandle } from '../src/platform/db/database.js';
import { callApi, nextIp } from '../test/support/api-call.js';
import { onEachDatabase, percentile, runBenchmark, startBenchServer } from './bench-server.js';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 40);
const WARM_UP_LOGINS = 3;
const MAX_GAP = 0.1;

interface Timings {
  wrongPassword: number[];
  unknownEmail: number[];
}

async function timeLogins(baseUrl: string): Promise<Timings> {
  const customer = {
    fullName: 'Asha Verma',
    email: `asha.bench.${process.pid}@example.in`,
    phone: '+91 98765 43210',
    password: 'correct horse',
  };
  const registered = await callApi({ baseUrl }, nextIp(), 'POST', '/users/register', customer);
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);

  let unknownCount = 0;
  const loginTime = async (email: string) => {
    const started = performance.now();
    const answer = await callApi({ baseUrl }, nextIp(), 'POST', '/users/login', {
      email,
      password: 'not the password',
    });
    const elapsed = performance.now() - started;
    if (answer.status !== 401) throw new Error(`login for ${email} answered ${answer.status}, not 401`);
    return elapsed;
  };
  const known = () => loginTime(customer.email);
  const unknown = () => loginTime(`nobody.${process.pid}.${++unknownCount}@example.in`);

  // The first logins pay for JIT and the throw-away hash itself (made once, on first use).
  for (let i = 0; i < WARM_UP_LOGINS; i++) {
    await known();
    await unknown();
  }
  const timings: Timings = { wrongPassword: [], unknownEmail: [] };
  for (let i = 0; i < LOGINS; i++) {
    // Alternate which goes first, so neither always follows the other's garbage.
    if (i % 2 === 0) {
      timings.wrongPassword.push(await known());
      timings.unknownEmail.push(await unknown());
    } else {
      timings.unknownEmail.push(await unknown());
      timings.wrongPassword.push(await known());
    }
  }
  return timings;
}

/**
 * Prints the timings; false when the two kinds of login differ by more than MAX_GAP. The verdict compares each
 * wrong-password login with the unknown-email login timed right beside it (the median of those ratios): a burst of
 * load from other processes then falls on both sides of a pair, where two separate medians would each take it.
 */
function report(label: string, { wrongPassword, unknownEmail }: Timings): boolean {
  const ms = (value: number) => value.toFixed(1).padStart(9);
  console.log(`\n${label}: ${LOGINS} failed logins each way (production scrypt), interleaved`);
  console.log('                        median ms    p90 ms    min ms');
  for (const [name, values] of [
    ['wrong password', wrongPassword],
    ['unknown email', unknownEmail],
  ] as const) {
    console.log(
      `  ${name.padEnd(20)} ${ms(percentile(values, 0.5))} ${ms(percentile(values, 0.9))} ${ms(Math.min(...values))}`,
    );
  }
  const medianRatio = percentile(unknownEmail, 0.5) / percentile(wrongPassword, 0.5);
  const pairedRatio = percentile(
    unknownEmail.map((unknown, index) => unknown / (wrongPassword[index] ?? Number.NaN)),
    0.5,
  );
  const passed = Math.abs(pairedRatio - 1) <= MAX_GAP;
  console.log(`  unknown / wrong password, ratio of the medians: ${medianRatio.toFixed(3)}`);
  console.log(
    `  unknown / wrong password, median of the ${LOGINS} paired ratios: ${pairedRatio.toFixed(3)} (allowed ${(1 - MAX_GAP).toFixed(2)}-${(1 + MAX_GAP).toFixed(2)}): ${passed ? 'indistinguishable here' : 'TELLS WHICH EMAILS HAVE ACCOUNTS'}`,
  );
  return passed;
}

async function main() {
  let passed = true;
  await onEachDatabase('bench_login', async (label: string, database: DatabaseHandle, dataDir: string) => {
    const { app, baseUrl } = await startBenchServer(database, dataDir, { env: { TRUST_PROXY: 'loopback' } });
    try {
      passed = report(label, await timeLogins(baseUrl)) && passed;
    } finally {
      await app.close();
    }
  });
  return passed;
}

runBenchmark(main);
