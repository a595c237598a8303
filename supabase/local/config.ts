// Stack configuration: the Supabase CLI's well-known local keys (so the app and tests run
// unchanged against this stack or `supabase start`), overridable by env, plus the few keys of
// supabase/config.toml the local services need.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, TomlError, type TomlTable, type TomlValue } from 'smol-toml';

export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEFAULT_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const DEFAULT_API_PORT = 54321;

export interface AuthConfig {
  enableConfirmations: boolean;
  siteUrl: string;
  /**
   * GoTrue's MAILER_SECURE_EMAIL_CHANGE_ENABLED (`[auth.email] double_confirm_changes`): an email
   * change mails a link to the current address as well as to the new one. Absent means on, the
   * default of GoTrue and of a hosted project.
   */
  secureEmailChange?: boolean;
}

export interface StackConfig {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  apiUrl: string;
  authConfig: AuthConfig;
  /**
   * Secrets for server functions (like `supabase secrets set` on a hosted project): the
   * AI_PROVIDER_* entries passed in `startStack({ env })`, given to each invocation. Without
   * them a function reads process.env at call time (`npm start` with AI_PROVIDER_URL=...).
   */
  functionEnv?: Record<string, string>;
}

/** The env entries server functions may read besides the SUPABASE_* ones. */
export function readFunctionEnv(env: Record<string, string | undefined>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith('AI_PROVIDER_') && value !== undefined) picked[name] = value;
  }
  return picked;
}

export const CONFIG_TOML_PATH = fileURLToPath(new URL('../config.toml', import.meta.url));

/**
 * config.toml as a map of dotted keys (`auth.email.enable_confirmations`), the way the Supabase
 * CLI's docs name them. A malformed file throws smol-toml's TomlError (line, column, excerpt).
 */
export function parseToml(text: string): Map<string, TomlValue> {
  const keys = new Map<string, TomlValue>();
  const collect = (table: TomlTable, prefix: string) => {
    for (const [key, value] of Object.entries(table)) {
      const dotted = prefix ? `${prefix}.${key}` : key;
      if (isTable(value)) collect(value, dotted);
      else keys.set(dotted, value);
    }
  };
  collect(parse(text), '');
  return keys;
}

function isTable(value: TomlValue): value is TomlTable {
  return typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

/** The keys of config.toml; none when there is no file (the CLI's defaults then apply). */
function readConfigToml(tomlPath: string): Map<string, TomlValue> {
  let text: string;
  try {
    text = readFileSync(tomlPath, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw err;
  }
  try {
    return parseToml(text);
  } catch (err) {
    // A stack that quietly ignored a broken config would run with settings nobody chose.
    if (err instanceof TomlError) throw new Error(`${tomlPath} is not valid TOML: ${err.message}`);
    throw err;
  }
}

/** A boolean setting: the env override (`true`/`false`), else config.toml's key, else `fallback`. */
function boolSetting(override: string | undefined, fromToml: TomlValue | undefined, fallback: boolean): boolean {
  if (override === 'true') return true;
  if (override === 'false') return false;
  return typeof fromToml === 'boolean' ? fromToml : fallback;
}

/**
 * Auth settings from config.toml, each with the Supabase CLI's default when absent; env overrides
 * (tests use them): `PARTII_AUTH_CONFIRMATIONS=true|false` for `[auth.email] enable_confirmations`,
 * `PARTII_AUTH_SECURE_EMAIL_CHANGE=true|false` for `[auth.email] double_confirm_changes`.
 */
export function readAuthConfig(env: Record<string, string | undefined>, tomlPath = CONFIG_TOML_PATH): AuthConfig {
  const toml = readConfigToml(tomlPath);
  const enableConfirmations = boolSetting(
    env.PARTII_AUTH_CONFIRMATIONS,
    toml.get('auth.email.enable_confirmations'),
    false,
  );
  const secureEmailChange = boolSetting(
    env.PARTII_AUTH_SECURE_EMAIL_CHANGE,
    toml.get('auth.email.double_confirm_changes'),
    true,
  );
  const siteUrl =
    typeof toml.get('auth.site_url') === 'string' ? (toml.get('auth.site_url') as string) : 'http://127.0.0.1:5173';
  return { enableConfirmations, siteUrl: env.PARTII_SITE_URL ?? siteUrl, secureEmailChange };
}

export function readKeys(env: Record<string, string | undefined>) {
  return {
    jwtSecret: env.JWT_SECRET || DEFAULT_JWT_SECRET,
    anonKey: env.ANON_KEY || DEFAULT_ANON_KEY,
    serviceRoleKey: env.SERVICE_ROLE_KEY || DEFAULT_SERVICE_ROLE_KEY,
  };
}
