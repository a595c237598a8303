// Stack configuration: the Supabase CLI's well-known local keys (so the app and tests run
// unchanged against this stack or `supabase start`), overridable by env, plus the few keys of
// supabase/config.toml the local services need.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEFAULT_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const DEFAULT_API_PORT = 54321;

export interface AuthConfig {
  enableConfirmations: boolean;
  siteUrl: string;
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

type TomlValue = string | number | boolean | TomlValue[];

/**
 * A tiny TOML reader for the flat keys the stack needs: `[section.sub]` headers and
 * `key = value` with strings, numbers, booleans and (possibly multi-line) arrays of those.
 * Answers a map of dotted keys, e.g. `auth.email.enable_confirmations`.
 */
export function parseToml(text: string): Map<string, TomlValue> {
  const out = new Map<string, TomlValue>();
  let section = '';
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    let line = stripComment(lines[i]).trim();
    if (!line) continue;
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      section = header[1].trim();
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0) continue;
    const key = line.slice(0, eq).trim();
    let raw = line.slice(eq + 1).trim();
    // multi-line arrays: keep reading until the brackets balance
    while (raw.startsWith('[') && !balanced(raw) && i + 1 < lines.length) {
      line = stripComment(lines[++i]).trim();
      raw += ' ' + line;
    }
    out.set(section ? `${section}.${key}` : key, parseValue(raw));
  }
  return out;
}

function stripComment(line: string): string {
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"' && line[i - 1] !== '\\') inString = !inString;
    if (c === '#' && !inString) return line.slice(0, i);
  }
  return line;
}

function balanced(raw: string): boolean {
  let depth = 0;
  let inString = false;
  for (const c of raw) {
    if (c === '"') inString = !inString;
    if (inString) continue;
    if (c === '[') depth++;
    if (c === ']') depth--;
  }
  return depth === 0;
}

function parseValue(raw: string): TomlValue {
  if (raw.startsWith('[')) {
    const inner = raw.slice(1, raw.lastIndexOf(']'));
    const items: TomlValue[] = [];
    for (const m of inner.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|([^,\s]+)/g)) {
      if (m[1] !== undefined) items.push(JSON.parse(`"${m[1]}"`));
      else if (m[2] !== undefined) items.push(m[2]);
      else items.push(parseValue(m[3]));
    }
    return items;
  }
  if (raw.startsWith('"')) return JSON.parse(raw);
  if (raw.startsWith("'")) return raw.slice(1, -1);
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  const n = Number(raw.replace(/_/g, ''));
  return Number.isFinite(n) ? n : raw;
}

/** Auth settings from config.toml; `PARTII_AUTH_CONFIRMATIONS=true|false` overrides (tests use it). */
export function readAuthConfig(env: Record<string, string | undefined>, tomlPath = CONFIG_TOML_PATH): AuthConfig {
  let toml = new Map<string, TomlValue>();
  try {
    toml = parseToml(readFileSync(tomlPath, 'utf8'));
  } catch {
    // no config.toml: the CLI's defaults below
  }
  const fromToml = toml.get('auth.email.enable_confirmations');
  const override = env.PARTII_AUTH_CONFIRMATIONS;
  const enableConfirmations =
    override === 'true' ? true : override === 'false' ? false : typeof fromToml === 'boolean' ? fromToml : false;
  const siteUrl = typeof toml.get('auth.site_url') === 'string' ? (toml.get('auth.site_url') as string) : 'http://127.0.0.1:5173';
  return { enableConfirmations, siteUrl: env.PARTII_SITE_URL ?? siteUrl };
}

export function readKeys(env: Record<string, string | undefined>) {
  return {
    jwtSecret: env.JWT_SECRET || DEFAULT_JWT_SECRET,
    anonKey: env.ANON_KEY || DEFAULT_ANON_KEY,
    serviceRoleKey: env.SERVICE_ROLE_KEY || DEFAULT_SERVICE_ROLE_KEY,
  };
}
