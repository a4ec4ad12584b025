import { describe, expect, it } from 'vitest';
import { openForBlock } from './support/open-for-block.js';
import { browser, startPaymentsServer } from './support/payments-fixtures.js';
import { drivers } from './support/test-server.js';

describe.each(drivers)('newsletter on %s', (driver) => {
  const server = openForBlock(() => startPaymentsServer(driver));

  it('subscribes and unsubscribes idempotently, comparing addresses case-insensitively', async () => {
    const visitor = browser(server.current);
    const email = `Reader.${Date.now()}@Example.IN`;
    expect((await visitor.get(`/newsletter/status/${encodeURIComponent(email)}`)).body.data).toEqual({
      subscribed: false,
    });
    const first = await visitor.post('/newsletter/subscribe', { email: `  ${email}  ` });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: 'Successfully subscribed to the newsletter!',
      data: { subscribed: true },
    });
    expect((await visitor.post('/newsletter/subscribe', { email: email.toLowerCase() })).body.data.subscribed).toBe(
      true,
    );
    expect((await visitor.get(`/newsletter/status/${encodeURIComponent(email.toUpperCase())}`)).body.data).toEqual({
      subscribed: true,
    });
    const left = await visitor.post('/newsletter/unsubscribe', { email });
    expect(left.body.message).toBe('Successfully unsubscribed from the newsletter');
    expect((await visitor.post('/newsletter/unsubscribe', { email })).status).toBe(200);
    expect((await visitor.get(`/newsletter/status/${encodeURIComponent(email)}`)).body.data.subscribed).toBe(false);
  });

  it('answers the newsletter page’s messages for blank and malformed addresses', async () => {
    const visitor = browser(server.current);
    const blank = await visitor.post('/newsletter/subscribe', { email: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual([{ field: 'email', message: 'Please enter your email address' }]);
    const malformed = await visitor.get('/newsletter/status/not-an-address');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors[0].message).toBe('Please enter a valid email address');
  });

  it('limits how often one client can change subscriptions', async () => {
    const visitor = browser(server.current);
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await visitor.post('/newsletter/subscribe', { email: `r${i}@ex.in` }));
    expect(answers.slice(0, 10).every((answer) => answer.status === 200)).toBe(true);
    const refused = answers[10];
    expect(refused?.status).toBe(429);
    expect(refused?.body.retryAfter).toBeGreaterThan(0);
    expect(refused?.headers.get('retry-after')).toBeTruthy();
  });
});
