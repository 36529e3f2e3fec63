import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('parseEnv', () => {
  it('has defaults that run the shop on a fresh machine', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it('names every bad variable in one message', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'shop' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must start with postgres[\s\S]*PUBLIC_URL: must be a full URL/,
    );
  });
  it('requires a session secret in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required in production/);
  });
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-long-enough-secret',
    PUBLIC_URL: 'https://shop.example',
  };
  it('refuses to run production on the test checkout unless PAYMENTS=test says so', () => {
    expect(() => parseEnv(production)).toThrow(/MOLLIE_API_KEY: is required in production/);
    expect(parseEnv({ ...production, PAYMENTS: 'test' }).PAYMENTS).toBe('test');
    expect(parseEnv({ ...production, MOLLIE_API_KEY: 'live_abc' }).MOLLIE_API_KEY).toBe('live_abc');
  });
  it('requires PUBLIC_URL in production', () => {
    const { PUBLIC_URL: _, ...withoutUrl } = production;
    expect(() => parseEnv({ ...withoutUrl, PAYMENTS: 'test' })).toThrow(
      /PUBLIC_URL: is required in production/,
    );
  });
});
