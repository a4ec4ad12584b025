import { describe, expect, it } from 'vitest';
import { LIMITS, STAFF_LIMITS } from '../src/modules/accounts/limits.js';
import { apiClient, newCustomer, setUpAccountsServer, wrongCodeFor } from './support/accounts-client.js';
import { nextIp } from './support/api-call.js';
import { codeIn } from './support/mail-sink.js';
import { addStaff, signInStaff } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

describe.each(drivers)('staff sign-in limits on %s', (driver) => {
  const fixture = setUpAccountsServer(driver);

  it("counts staff apart from customers: an office's customers exhausting its address never refuse its staff", async () => {
    const office = apiClient(fixture.server);
    const attempts = LIMITS.loginPerIp.limit + 1;
    const answers: number[] = [];
    for (let i = 0; i < attempts; i += 1) {
      const { email } = newCustomer();
      answers.push((await office.post('/users/login', { email, password: 'not the password' })).status);
    }
    // The customers' per-network cap was passed: the last attempt is refused before any password is checked.
    expect(answers.at(-1)).toBe(429);
    const member = await addStaff(fixture.server, 'operator');
    await signInStaff(office, fixture.sink, member);
  });

  it('locks a staff account after 10 wrong passwords from any addresses, and kills a code at its 5th wrong try', async () => {
    const member = await addStaff(fixture.server, 'admin');
    for (let i = 0; i < STAFF_LIMITS.loginFailuresPerAccountAndIp.limit; i += 1) {
      const attacker = apiClient(fixture.server, nextIp());
      expect((await attacker.post('/admin/auth/login', { email: member.email, password: `guess ${i}` })).status).toBe(
        401,
      );
    }
    const locked = await apiClient(fixture.server).post('/admin/auth/login', {
      email: member.email,
      password: member.password,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(STAFF_LIMITS.loginFailuresPerAccountAndIp.message);

    const other = await addStaff(fixture.server, 'operator');
    const client = apiClient(fixture.server);
    expect((await client.post('/admin/auth/login', { email: other.email, password: other.password })).status).toBe(200);
    const code = codeIn(await fixture.sink.nextMailTo(other.email));
    const tries = [];
    for (let i = 0; i < 5; i += 1) {
      tries.push((await client.post('/admin/auth/verify', { email: other.email, otp: wrongCodeFor(code) })).body);
    }
    expect(tries.slice(0, 4).map((body) => body.message)).toEqual(Array(4).fill('Invalid or expired code'));
    expect(tries[4].message).toBe('Too many incorrect attempts. Please request a new code.');
    expect((await client.post('/admin/auth/verify', { email: other.email, otp: code })).status).toBe(400);
  });
});
