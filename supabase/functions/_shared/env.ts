// Configuration for server functions, the same code on Supabase Edge (Deno) and in the local
// stack (Node). On Edge the platform sets SUPABASE_URL, SUPABASE_ANON_KEY and
// SUPABASE_SERVICE_ROLE_KEY; locally supabase/local/functions.ts provides them per invocation
// (several stacks may run in one process, e.g. in tests), falling back to process.env.

type EnvSource = { get(name: string): string | undefined };

interface RuntimeGlobals {
  Deno?: { env?: EnvSource };
  /** installed by the local stack's functions runner: this invocation's variables */
  __partiiFunctionEnv?: () => Record<string, string> | undefined;
  process?: { env: Record<string, string | undefined> };
}

export function getEnv(name: string): string | undefined {
  const g = globalThis as unknown as RuntimeGlobals;
  if (g.Deno?.env) return g.Deno.env.get(name) ?? undefined;
  const local = g.__partiiFunctionEnv?.();
  if (local && name in local) return local[name];
  return g.process?.env[name];
}

export function requireEnv(name: string): string {
  const value = getEnv(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
