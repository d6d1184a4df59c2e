import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config';
import { TEST_TOKEN_PRIVATE_KEY } from './helpers/build-app';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fiera-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('given an empty environment but DATA_DIR, uses the embedded-mode defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      nodeEnv: 'development',
      databaseUrl: undefined,
      dataDir,
      smtpUrl: undefined,
      outboxDir: path.join(dataDir, 'outbox'),
      mailFrom: 'Fiera <noreply@localhost>',
      logLevel: 'info',
      redisUrl: undefined,
      adminEmail: undefined,
      staticDir: path.join(REPO_ROOT, 'apps/fair/dist'),
    });
  });

  it('defaults DATA_DIR to data/ at the repository root, whatever the cwd', () => {
    const config = loadConfig({ TOKEN_PRIVATE_KEY: TEST_TOKEN_PRIVATE_KEY });
    expect(existsSync(path.join(REPO_ROOT, 'openapi.yaml'))).toBe(true);
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
  });

  it('derives PUBLIC_URL from PORT, and treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '8080', DATABASE_URL: '', SMTP_URL: '' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('generates the token key once, with mode 0600, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const keyFile = path.join(dataDir, 'secrets', 'token-ed25519.pem');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(keyFile)).mode & 0o777).toBe(0o700);
    expect(loadConfig({ DATA_DIR: dataDir }).tokenPrivateKeyPem).toBe(first.tokenPrivateKeyPem);
  });

  it('given a permissive umask and an open DATA_DIR, makes DATA_DIR private (security review F6)', () => {
    chmodSync(dataDir, 0o775);
    const umask = process.umask(0o002);
    try {
      loadConfig({ DATA_DIR: dataDir });
    } finally {
      process.umask(umask);
    }
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'secrets')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'secrets', 'token-ed25519.pem')).mode & 0o777).toBe(0o600);
  });

  it('prefers TOKEN_PRIVATE_KEY from the environment, and writes no file then', () => {
    const config = loadConfig({ DATA_DIR: dataDir, TOKEN_PRIVATE_KEY: TEST_TOKEN_PRIVATE_KEY });
    expect(config.tokenPrivateKeyPem).toBe(TEST_TOKEN_PRIVATE_KEY);
    expect(existsSync(path.join(dataDir, 'secrets'))).toBe(false);
  });

  it('reads TRUST_PROXY as off, on, a number of proxies or a list of addresses', () => {
    const trustProxy = (TRUST_PROXY?: string) =>
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY }).trustProxy;
    expect(trustProxy()).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => trustProxy('il proxy')).toThrow(/TRUST_PROXY/);
  });

  it('given DATABASE_URL (a real deployment), writes no demo fair unless FIERA_DEMO_SEED=true', () => {
    const demoSeed = (env: NodeJS.ProcessEnv) =>
      loadConfig({ DATA_DIR: dataDir, TOKEN_PRIVATE_KEY: TEST_TOKEN_PRIVATE_KEY, ...env }).demoSeed;
    const DATABASE_URL = 'postgres://fiera@db.example/fiera';
    // Regression (security review F4): the demo staff account was seeded in production.
    expect(demoSeed({ DATABASE_URL })).toBe(false);
    expect(demoSeed({ DATABASE_URL, NODE_ENV: 'production' })).toBe(false);
    expect(demoSeed({ DATABASE_URL, FIERA_DEMO_SEED: 'true' })).toBe(true);
    expect(demoSeed({ DATABASE_URL, FIERA_DEMO_SEED: '1' })).toBe(true);
    // The embedded database is the newcomer's: the demo fair shows a working app.
    expect(demoSeed({})).toBe(true);
    expect(demoSeed({ NODE_ENV: 'production' })).toBe(true);
    expect(demoSeed({ FIERA_DEMO_SEED: 'false' })).toBe(false);
    expect(demoSeed({ NODE_ENV: 'test' })).toBe(false);
    expect(demoSeed({ NODE_ENV: 'test', FIERA_DEMO_SEED: 'true' })).toBe(true);
  });

  it('rejects invalid settings with a readable ConfigError', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'not a url' })).toThrow(
      /DATABASE_URL/,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => loadConfig({ DATA_DIR: dataDir, TOKEN_PRIVATE_KEY: rsa })).toThrow(/Ed25519/);
  });
});
