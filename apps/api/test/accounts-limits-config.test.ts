import { describe, expect, it } from 'vitest';
import { LIMITS, scaledLimits } from '../src/modules/accounts/limits.js';
import { loadConfig } from '../src/platform/config.js';

describe('rate limit scale (RATE_LIMIT_SCALE)', () => {
  it('is 1 unless set, and multiplies every accounts limit when set outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x' }).rateLimitScale).toBe(1);
    expect(scaledLimits(1)).toBe(LIMITS);
    const scale = loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'x', RATE_LIMIT_SCALE: '50' }).rateLimitScale;
    expect(scaledLimits(scale).loginPerIp.limit).toBe(LIMITS.loginPerIp.limit * 50);
  });

  it('cannot be changed in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x', RATE_LIMIT_SCALE: '50' })).toThrow(
      'RATE_LIMIT_SCALE cannot be changed in production',
    );
  });
});
