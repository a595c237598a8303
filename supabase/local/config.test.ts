import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ANON_KEY,
  DEFAULT_JWT_SECRET,
  DEFAULT_SERVICE_ROLE_KEY,
  parseToml,
  readAuthConfig,
  readKeys,
} from './config.ts';
import { verifyJwt } from './jwt.ts';

describe('parseToml', () => {
  it('reads sections, strings, numbers, booleans, comments and multi-line arrays', () => {
    const toml = parseToml(`
project_id = "partii" # trailing comment
[auth]
site_url = "http://127.0.0.1:5173"
jwt_expiry = 3_600
[auth.email]
enable_confirmations = true
[storage.buckets.resumes]
allowed_mime_types = [
  "application/pdf", # pdf
  'application/msword',
]
`);
    expect(toml.get('project_id')).toBe('partii');
    expect(toml.get('auth.site_url')).toBe('http://127.0.0.1:5173');
    expect(toml.get('auth.jwt_expiry')).toBe(3600);
    expect(toml.get('auth.email.enable_confirmations')).toBe(true);
    expect(toml.get('storage.buckets.resumes.allowed_mime_types')).toEqual(['application/pdf', 'application/msword']);
  });
});

describe('readAuthConfig', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'partii-config-'));
  const file = path.join(dir, 'config.toml');
  writeFileSync(file, '[auth]\nsite_url = "http://example.test"\n[auth.email]\nenable_confirmations = true\n');

  it('takes enable_confirmations and site_url from config.toml', () => {
    expect(readAuthConfig({}, file)).toEqual({
      enableConfirmations: true,
      siteUrl: 'http://example.test',
      secureEmailChange: true,
    });
  });

  it('takes double_confirm_changes (secure email change, on unless the file turns it off)', () => {
    const off = path.join(dir, 'insecure.toml');
    writeFileSync(off, '[auth.email]\ndouble_confirm_changes = false\n');
    expect(readAuthConfig({}, off).secureEmailChange).toBe(false);
    expect(readAuthConfig({ PARTII_AUTH_SECURE_EMAIL_CHANGE: 'true' }, off).secureEmailChange).toBe(true);
    expect(readAuthConfig({ PARTII_AUTH_SECURE_EMAIL_CHANGE: 'false' }, file).secureEmailChange).toBe(false);
    expect(readAuthConfig({}).secureEmailChange).toBe(true); // the repository config, like hosted
  });

  it('lets PARTII_AUTH_CONFIRMATIONS override the file', () => {
    expect(readAuthConfig({ PARTII_AUTH_CONFIRMATIONS: 'false' }, file).enableConfirmations).toBe(false);
  });

  it('the repository config keeps confirmations off, like the Supabase CLI default', () => {
    expect(readAuthConfig({}).enableConfirmations).toBe(false);
  });

  it('refuses a malformed config.toml with an error naming the file and the line', () => {
    const broken = path.join(dir, 'broken.toml');
    writeFileSync(broken, '[auth]\nsite_url = "http://example.test\n');
    expect(() => readAuthConfig({}, broken)).toThrow(/broken\.toml is not valid TOML: .*\n[\s\S]*2:/);
  });

  it('falls back to the CLI defaults without a config.toml', () => {
    expect(readAuthConfig({}, path.join(dir, 'missing.toml'))).toEqual({
      enableConfirmations: false,
      siteUrl: 'http://127.0.0.1:5173',
      secureEmailChange: true,
    });
  });
});

describe('keys', () => {
  it('defaults to the Supabase CLI local keys, signed with the default secret', async () => {
    const keys = readKeys({});
    expect(keys).toEqual({
      jwtSecret: DEFAULT_JWT_SECRET,
      anonKey: DEFAULT_ANON_KEY,
      serviceRoleKey: DEFAULT_SERVICE_ROLE_KEY,
    });
    expect((await verifyJwt(keys.anonKey, keys.jwtSecret)).role).toBe('anon');
    expect((await verifyJwt(keys.serviceRoleKey, keys.jwtSecret)).role).toBe('service_role');
  });

  it('env overrides them', () => {
    expect(readKeys({ JWT_SECRET: 's'.repeat(40), ANON_KEY: 'a', SERVICE_ROLE_KEY: 'b' })).toEqual({
      jwtSecret: 's'.repeat(40),
      anonKey: 'a',
      serviceRoleKey: 'b',
    });
  });
});
