import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { assertReadyForProduction, productionStartProblems } from './production-start';

const SECRET = 'a-production-identity-secret-0123456789';
const problemFields = (env: Record<string, string>) =>
  productionStartProblems(loadConfig(env)).map((line) => line.trim().split(':')[0]);

describe('what a production server needs before it starts', () => {
  it('asks nothing of the demo: `npm start` on this machine with the embedded database', () => {
    expect(problemFields({})).toEqual([]);
    expect(problemFields({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })).toEqual([]);
  });

  it('asks a public address for IDENTITY_SECRET and bePaid', () => {
    expect(problemFields({ NODE_ENV: 'production', PUBLIC_URL: 'https://pirog.example.by' })).toEqual([
      'IDENTITY_SECRET',
      'BEPAID_*',
    ]);
    expect(
      problemFields({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://pirog.example.by',
        IDENTITY_SECRET: SECRET,
        PAYMENT_GATEWAY: 'sandbox',
      }),
    ).toEqual([]);
  });

  it('asks one of several nodes (a shared database or Redis) for PUBLIC_URL and IDENTITY_SECRET', () => {
    const sharings: Record<string, string>[] = [
      { DATABASE_URL: 'postgres://db/shop' },
      { REDIS_URL: 'redis://cache:6379' },
    ];
    for (const shared of sharings) {
      expect(problemFields({ NODE_ENV: 'production', ...shared })).toEqual(['PUBLIC_URL', 'IDENTITY_SECRET']);
      expect(
        problemFields({
          NODE_ENV: 'production',
          ...shared,
          PUBLIC_URL: 'http://127.0.0.1:3000',
          IDENTITY_SECRET: SECRET,
        }),
      ).toEqual([]);
    }
  });

  it('leaves development and tests alone', () => {
    expect(problemFields({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/shop' })).toEqual([]);
    expect(
      productionStartProblems(loadConfig({ DATABASE_URL: 'postgres://db/shop' }, { mode: 'development' })),
    ).toEqual([]);
  });

  it('refuses with every missing setting in one message', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' });
    expect(() => assertReadyForProduction(config)).toThrow(ConfigError);
    expect(() => assertReadyForProduction(config)).toThrow(/PUBLIC_URL.*\n.*IDENTITY_SECRET/);
  });
});
