import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.resolve('./.data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8080',
      sessionIdleMinutes: 480,
      secureCookies: false,
      seedDemoData: 'auto',
      // Twice the cores: the pool sized for a database on this machine.
      databasePoolSize: 2 * os.availableParallelism(),
    });
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgresql://u@db:5432/portal',
      SMTP_URL: 'smtps://user:pw@mail.test:465',
      PUBLIC_URL: 'https://portal.example.com/',
      SESSION_IDLE_MINUTES: '60',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgresql://u@db:5432/portal',
      smtpUrl: 'smtps://user:pw@mail.test:465',
      publicUrl: 'https://portal.example.com',
      sessionIdleMinutes: 60,
      secureCookies: true,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('reports every bad value with a clear message', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'nonsense',
        SESSION_IDLE_MINUTES: '1',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems).toEqual([
      'PORT="eighty": PORT must be a whole number',
      'DATABASE_URL="mysql://x": DATABASE_URL must start with postgres:// or postgresql://',
      'SMTP_URL="nonsense": SMTP_URL must be a URL',
      'SESSION_IDLE_MINUTES=1: SESSION_IDLE_MINUTES must be at least 5',
      'LOG_LEVEL="loud": LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
    expect(error!.message).toContain('Invalid configuration:\n  - PORT="eighty"');
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be at most 65535');
  });

  it('reads the release settings: deploy tokens by target, other origins, the initial administrator', () => {
    const token = 'a'.repeat(30);
    const config = loadConfig({
      DEPLOY_TOKENS: `mf-users=${token} ${'b'.repeat(30)},shell=${'c'.repeat(40)}`,
      REMOTE_ORIGINS: 'https://cdn.example.com,http://localhost:9000',
      INITIAL_ADMIN_EMAIL: 'admin@retailer.cz',
      INITIAL_ADMIN_PASSWORD: 'a long password',
    });
    expect(config.deployTokens).toEqual({ 'mf-users': [token, 'b'.repeat(30)], shell: ['c'.repeat(40)] });
    expect(config.remoteOrigins).toEqual(['https://cdn.example.com', 'http://localhost:9000']);
    expect(config.initialAdmin).toEqual({ email: 'admin@retailer.cz', password: 'a long password' });
    expect(loadConfig({}).deployTokens).toBeNull();
    expect(() => loadConfig({ DEPLOY_TOKENS: `mf-unknown=${token}` })).toThrow(
      'DEPLOY_TOKENS names mf-unknown',
    );
    expect(() => loadConfig({ DEPLOY_TOKENS: 'mf-users=short' })).toThrow('each token 24–200');
    expect(() => loadConfig({ REMOTE_ORIGINS: 'https://cdn.example.com/path' })).toThrow('without a path');
    expect(() => loadConfig({ INITIAL_ADMIN_EMAIL: 'admin@retailer.cz' })).toThrow('go together');
  });
});
