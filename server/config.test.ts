import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, choosePaymentGateway, loadConfig } from './config';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

/** The fields a ConfigError lists, one `  FIELD: reason` line each. */
const listedFields = (error: ConfigError) => [...error.message.matchAll(/^ {2}([A-Z_]+):/gm)].map((match) => match[1]);

describe('loadConfig', () => {
  it('has defaults for everything, so the server starts without any environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.realtimePort).toBe(6002);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.mode).toBe('production');
    expect(config.host).toBe('0.0.0.0');
    expect(config.logLevel).toBe('info');
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', DATA_DIR: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('data'));
  });

  it('reads the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '8080',
      REALTIME_PORT: '7000',
      DATA_DIR: '/tmp/teply-pirog-data',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop',
      PUBLIC_URL: 'https://pirog.example.by/',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      mode: 'test',
      port: 8080,
      realtimePort: 7000,
      dataDir: '/tmp/teply-pirog-data',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/shop',
      publicUrl: 'https://pirog.example.by',
      logLevel: 'warn',
    });
    expect(loadConfig({ DATA_DIR: 'var/db' }).dataDir).toBe(path.resolve('var/db'));
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).databaseUrl).toBe('postgresql://u@h/db');
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('lets explicit overrides win over the environment', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, { mode: 'development' }).mode).toBe('development');
  });

  it.each(['abc', '70000', '-1', '3000.5', 'http'])('refuses PORT=%s naming the field', (port) => {
    const error = configError({ PORT: port });
    expect(error.message).toMatch(/^Invalid environment/);
    expect(listedFields(error)).toEqual(['PORT']);
  });

  it('refuses a bad REALTIME_PORT naming that field, not PORT', () => {
    expect(listedFields(configError({ REALTIME_PORT: '99999' }))).toEqual(['REALTIME_PORT']);
  });

  it.each(['mysql://root@localhost/shop', 'localhost:5432', 'http://127.0.0.1:5432/postgres'])(
    'refuses DATABASE_URL=%s naming the field',
    (url) => {
      const error = configError({ DATABASE_URL: url });
      expect(listedFields(error)).toEqual(['DATABASE_URL']);
      expect(error.message).toContain('postgres://');
    },
  );

  it('lists every bad field at once', () => {
    const error = configError({ PORT: 'x', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', NODE_ENV: 'staging' });
    expect(listedFields(error).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'NODE_ENV', 'PORT']);
  });

  it('refuses a PUBLIC_URL that is not a URL', () => {
    expect(listedFields(configError({ PUBLIC_URL: 'pirog.by' }))).toEqual(['PUBLIC_URL']);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
  ])('%s → %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});

describe('payments', () => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const bePaid = { BEPAID_SHOP_ID: '361', BEPAID_SECRET_KEY: 'b8647b68898b084b', BEPAID_PUBLIC_KEY: pem };

  it('runs the sandbox gateway by default, with the issue’s defaults', () => {
    const config = loadConfig({});
    expect(config.bepaid).toBeUndefined();
    expect(config.sandboxGatewayPort).toBe(6003);
    expect(config.sandboxGatewayUrl).toBeUndefined();
    expect(config.paymentReconcileSeconds).toBe(60);
    expect(config.paymentExpiryMinutes).toBe(20);
  });

  it('reads the sandbox and payment settings', () => {
    const config = loadConfig({
      SANDBOX_GATEWAY_PORT: '7003',
      SANDBOX_GATEWAY_URL: 'https://pay.example.by/',
      PAYMENT_RECONCILE_SECONDS: '15',
      PAYMENT_EXPIRY_MINUTES: '30',
    });
    expect(config).toMatchObject({
      sandboxGatewayPort: 7003,
      sandboxGatewayUrl: 'https://pay.example.by',
      paymentReconcileSeconds: 15,
      paymentExpiryMinutes: 30,
    });
  });

  it('uses real bePaid when all three credentials are set', () => {
    expect(loadConfig(bePaid).bepaid).toEqual({
      shopId: '361',
      secretKey: 'b8647b68898b084b',
      publicKey: pem,
      checkoutUrl: 'https://checkout.bepaid.by',
      gatewayUrl: 'https://gateway.bepaid.by',
      test: false,
    });
    const bare = pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    expect(
      loadConfig({
        ...bePaid,
        BEPAID_PUBLIC_KEY: bare,
        BEPAID_CHECKOUT_URL: 'https://checkout.example/',
        BEPAID_TEST: 'true',
      }).bepaid,
    ).toMatchObject({ publicKey: bare, checkoutUrl: 'https://checkout.example', test: true });
  });

  it('calls the gateway API (refunds, token charges) at BEPAID_GATEWAY_URL, by default the checkout origin’s pair', () => {
    expect(loadConfig({ ...bePaid, BEPAID_GATEWAY_URL: 'https://gw.example/' }).bepaid?.gatewayUrl).toBe(
      'https://gw.example',
    );
    expect(loadConfig({ ...bePaid, BEPAID_CHECKOUT_URL: 'https://checkout.begateway.com' }).bepaid?.gatewayUrl).toBe(
      'https://gateway.begateway.com',
    );
    // A stand-in on one origin (the sandbox, a test double) serves both APIs.
    expect(loadConfig({ ...bePaid, BEPAID_CHECKOUT_URL: 'http://127.0.0.1:6003' }).bepaid?.gatewayUrl).toBe(
      'http://127.0.0.1:6003',
    );
  });

  it('refuses half a bePaid setup, naming what is missing', () => {
    const error = configError({ BEPAID_SHOP_ID: '361' });
    expect(listedFields(error)).toEqual(['BEPAID_SECRET_KEY', 'BEPAID_PUBLIC_KEY']);
    expect(error.message).toContain('BEPAID_SHOP_ID set');
    expect(listedFields(configError({ ...bePaid, BEPAID_PUBLIC_KEY: '' }))).toEqual(['BEPAID_PUBLIC_KEY']);
  });

  it('refuses bePaid options without the credentials rather than silently using the sandbox', () => {
    expect(
      listedFields(
        configError({ BEPAID_TEST: 'true', BEPAID_CHECKOUT_URL: 'https://x.by', BEPAID_GATEWAY_URL: 'https://y.by' }),
      ),
    ).toEqual(['BEPAID_CHECKOUT_URL', 'BEPAID_GATEWAY_URL', 'BEPAID_TEST']);
  });

  it.each([
    [{ BEPAID_PUBLIC_KEY: 'not a key' }, 'BEPAID_PUBLIC_KEY'],
    [{ BEPAID_SHOP_ID: 'shop' }, 'BEPAID_SHOP_ID'],
    [{ BEPAID_TEST: 'yes' }, 'BEPAID_TEST'],
    [{ BEPAID_CHECKOUT_URL: 'checkout.bepaid.by' }, 'BEPAID_CHECKOUT_URL'],
    [{ BEPAID_GATEWAY_URL: 'gateway.bepaid.by' }, 'BEPAID_GATEWAY_URL'],
  ])('refuses %j naming the field', (env, field) => {
    expect(listedFields(configError({ ...bePaid, ...env }))).toEqual([field]);
  });

  it.each([
    ['SANDBOX_GATEWAY_PORT', '70000'],
    ['SANDBOX_GATEWAY_URL', 'localhost:6003'],
    ['SANDBOX_GATEWAY_HOST', 'a b'],
    ['PAYMENT_GATEWAY', 'paypal'],
    ['PAYMENT_RECONCILE_SECONDS', '0'],
    ['PAYMENT_RECONCILE_SECONDS', 'often'],
    ['PAYMENT_EXPIRY_MINUTES', '-5'],
    ['PAYMENT_EXPIRY_MINUTES', '2.5'],
  ])('refuses %s=%s naming the field', (name, value) => {
    expect(listedFields(configError({ [name]: value }))).toEqual([name]);
  });
});

describe('which card gateway runs', () => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const bePaid = {
    BEPAID_SHOP_ID: '361',
    BEPAID_SECRET_KEY: 'b8647b68898b084b',
    BEPAID_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://pirog.example.by' };

  it('refuses to run the sandbox by itself in production (NODE_ENV=production, a public PUBLIC_URL)', () => {
    const config = loadConfig(production);
    expect(() => choosePaymentGateway(config)).toThrow(ConfigError);
    expect(() => choosePaymentGateway(config)).toThrow(/BEPAID_SHOP_ID.*PAYMENT_GATEWAY=sandbox/s);
  });

  it('runs bePaid in production when BEPAID_* are set', () => {
    expect(choosePaymentGateway(loadConfig({ ...production, ...bePaid }))).toBe('bepaid');
    expect(choosePaymentGateway(loadConfig({ ...production, ...bePaid, PAYMENT_GATEWAY: 'bepaid' }))).toBe('bepaid');
  });

  it('runs the sandbox in production only when PAYMENT_GATEWAY=sandbox says so', () => {
    expect(choosePaymentGateway(loadConfig({ ...production, PAYMENT_GATEWAY: 'sandbox' }))).toBe('sandbox');
  });

  it.each([
    [{}],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' }],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' }],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'http://127.7.0.1:3000' }],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'http://[::1]:3000' }],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'http://pirog.localhost:3000' }],
    [{ NODE_ENV: 'development', PUBLIC_URL: 'https://pirog.example.by' }],
    [{ NODE_ENV: 'test', PUBLIC_URL: 'https://pirog.example.by' }],
  ])('runs the sandbox by default off production (%j)', (env) => {
    expect(choosePaymentGateway(loadConfig(env))).toBe('sandbox');
  });

  it('takes `npm run dev` (mode development) as off production whatever NODE_ENV says', () => {
    expect(choosePaymentGateway(loadConfig(production, { mode: 'development' }))).toBe('sandbox');
  });

  it('refuses PAYMENT_GATEWAY that contradicts BEPAID_*', () => {
    expect(listedFields(configError({ PAYMENT_GATEWAY: 'bepaid' }))).toEqual(['PAYMENT_GATEWAY']);
    expect(configError({ PAYMENT_GATEWAY: 'bepaid' }).message).toContain('BEPAID_SHOP_ID');
    expect(listedFields(configError({ ...bePaid, PAYMENT_GATEWAY: 'sandbox' }))).toEqual(['PAYMENT_GATEWAY']);
  });

  it('keeps the sandbox on loopback unless SANDBOX_GATEWAY_HOST says otherwise, whatever HOST the shop has', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).sandboxGatewayHost).toBe('127.0.0.1');
    expect(loadConfig({ SANDBOX_GATEWAY_HOST: '0.0.0.0' }).sandboxGatewayHost).toBe('0.0.0.0');
    expect(loadConfig({ SANDBOX_GATEWAY_HOST: '::1' }).sandboxGatewayHost).toBe('::1');
  });
});

describe('operations', () => {
  it('serves no metrics and waits 20 s for a drain by default', () => {
    const config = loadConfig({});
    expect(config.metricsToken).toBeUndefined();
    expect(config.metricsPort).toBeUndefined();
    expect(config.shutdownGraceSeconds).toBe(20);
    expect(config.shutdownNoticeSeconds).toBe(0);
  });

  it('reads METRICS_TOKEN, METRICS_PORT and SHUTDOWN_GRACE_SECONDS', () => {
    const config = loadConfig({
      METRICS_TOKEN: 'scrape-me-0123456789',
      METRICS_PORT: '9464',
      SHUTDOWN_GRACE_SECONDS: '5',
      SHUTDOWN_NOTICE_SECONDS: '2',
    });
    expect(config).toMatchObject({
      metricsToken: 'scrape-me-0123456789',
      metricsPort: 9464,
      shutdownGraceSeconds: 5,
      shutdownNoticeSeconds: 2,
    });
  });

  it.each([
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: 'has a space in the middle' }, 'METRICS_TOKEN'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT'],
    [{ SHUTDOWN_GRACE_SECONDS: '0' }, 'SHUTDOWN_GRACE_SECONDS'],
    [{ SHUTDOWN_GRACE_SECONDS: '2.5' }, 'SHUTDOWN_GRACE_SECONDS'],
    [{ SHUTDOWN_GRACE_SECONDS: 'soon' }, 'SHUTDOWN_GRACE_SECONDS'],
    [{ SHUTDOWN_NOTICE_SECONDS: '-1' }, 'SHUTDOWN_NOTICE_SECONDS'],
    [{ SHUTDOWN_NOTICE_SECONDS: '61' }, 'SHUTDOWN_NOTICE_SECONDS'],
    [{ SHUTDOWN_NOTICE_SECONDS: '20' }, 'SHUTDOWN_NOTICE_SECONDS'],
    [{ SHUTDOWN_NOTICE_SECONDS: '5', SHUTDOWN_GRACE_SECONDS: '5' }, 'SHUTDOWN_NOTICE_SECONDS'],
  ])('refuses %j naming the field', (env, field) => {
    expect(listedFields(configError(env))).toEqual([field]);
  });
});
